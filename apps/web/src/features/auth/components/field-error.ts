import { MSG, MSG_SETTINGS } from "@hts/domain";
import type { TFunction } from "i18next";

// The shared schemas carry the French messages the server also sends; the form shows them in the
// user's language. An unknown message (a length limit, say) is shown as the schema wrote it.
const KNOWN = {
  [MSG.required]: "auth.validation.required",
  [MSG.emailInvalid]: "auth.validation.emailInvalid",
  [MSG.passwordTooShort]: "auth.validation.passwordTooShort",
  [MSG_SETTINGS.passwordTooShort12]: "auth.validation.passwordTooShort12",
  [MSG.passwordMismatch]: "auth.validation.passwordMismatch",
} as const;

export function translateFieldError(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = KNOWN[message as keyof typeof KNOWN];
  return key ? t(key) : message;
}

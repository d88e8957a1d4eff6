import type { TLoginBody } from "@hts/domain";
import { MSG } from "@hts/domain/common/messages";
import { isSafeText } from "@hts/domain/common/text-rules";
import type { FieldErrors, Resolver, ResolverResult } from "react-hook-form";

/** The sign-in fields' lengths (ZLoginBody's maximums), set on the inputs. */
export const LOGIN_MAX_LENGTH = { email: 254, password: 200 } as const;

/**
 * The sign-in form's checks: ZLoginBody's (packages/domain/src/auth/auth.schemas.ts) written out, because
 * the shared schemas chunk (zod and every domain schema, about 25 KB gzip) would otherwise load with
 * /login, a page a visitor opens first (decision 048). The maximum lengths are the inputs' maxLength; the
 * server checks everything again with ZLoginBody. login-resolver.test.ts holds both to the same answers.
 */
export const loginResolver: Resolver<TLoginBody> = async (input) => {
  const errors: FieldErrors<TLoginBody> = {};
  const fail = (field: keyof TLoginBody, message: string) => {
    errors[field] = { type: "validate", message };
  };
  const rawEmail = String(input.email ?? "");
  const password = String(input.password ?? "");
  const email = rawEmail.trim().toLowerCase();
  if (!isSafeText(rawEmail)) fail("email", MSG.textInvalid);
  else if (!email) fail("email", MSG.required);
  if (!isSafeText(password)) fail("password", MSG.textInvalid);
  else if (!password) fail("password", MSG.required);
  const result: ResolverResult<TLoginBody> =
    Object.keys(errors).length > 0 ? { values: {}, errors } : { values: { email, password }, errors: {} };
  return result;
};

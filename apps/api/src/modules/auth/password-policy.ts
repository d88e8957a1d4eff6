import { MSG_SETTINGS } from "@hts/domain";
import { dictionary } from "@zxcvbn-ts/language-common";
import { validation } from "../../lib/errors.ts";

// The ~49,000 most common passwords of zxcvbn-ts' maintained list, compared case-insensitively. The
// length rule (12+) is in the domain's schemas; this is the part that needs the list.
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set((dictionary["passwords-common"] as string[]).map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}

/** Refuses a common password with a 422 on the field it came from. */
export function assertPasswordAllowed(password: string, loc: (string | number)[] = ["body", "newPassword"]) {
  if (isCommonPassword(password)) {
    throw validation([{ loc, msg: MSG_SETTINGS.passwordTooCommon, type: "common_password" }]);
  }
}

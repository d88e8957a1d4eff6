import { MSG_AUTH_LIMITS, MSG_SETTINGS } from "@hts/domain";
import { dictionary } from "@zxcvbn-ts/language-common";
import { validation } from "../../lib/errors.ts";

// The one password policy (decisions 025, 079): every password a person chooses — registration,
// change, reset, invitation, admin-created accounts — is at least 12 characters (the domain's
// schemas), not one of the ~49,000 most common passwords of zxcvbn-ts' maintained list (compared
// case-insensitively) and not made of fewer than 4 different characters (twelve spaces, "aaaa…").

const MIN_DISTINCT = 4;
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set((dictionary["passwords-common"] as string[]).map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}

export function isTooSimplePassword(password: string): boolean {
  return new Set(password).size < MIN_DISTINCT;
}

/** Refuses a common or too simple password with a 422 on the field it came from. */
export function assertPasswordAllowed(password: string, loc: (string | number)[] = ["body", "newPassword"]) {
  if (isCommonPassword(password)) {
    throw validation([{ loc, msg: MSG_SETTINGS.passwordTooCommon, type: "common_password" }]);
  }
  if (isTooSimplePassword(password)) {
    throw validation([{ loc, msg: MSG_AUTH_LIMITS.passwordTooSimple, type: "simple_password" }]);
  }
}

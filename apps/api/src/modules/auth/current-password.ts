import { MSG_AUTH_LIMITS, MSG_SETTINGS } from "@hts/domain";
import type { Db } from "../../db/client.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { AppError } from "../../lib/errors.ts";
import { verifyPassword } from "../../lib/password.ts";
import { pruneAttempts, releaseAttempt, reserveAttempt } from "./attempt-budget.ts";
import type { ThrottleConfig } from "./login-throttle.ts";

/**
 * The current password asked again by a signed-in caller (password change, turning two-factor off) is
 * a guess like a login (issue 28, decision 079): counted per session (`pairMax`, 10) and per account
 * (`accountMax`, 30, every session together) over the login window, a slot reserved before the hash
 * and given back when the password was right. Its hash holds at most `perKey` places of the pool for
 * the session and for the account, so one session's flood cannot keep other users out.
 */
export async function checkCurrentPassword({
  db,
  auth,
  password,
  field,
  throttle,
}: {
  db: Db;
  auth: AuthContext;
  password: string;
  field: string;
  throttle: ThrottleConfig;
}): Promise<void> {
  const windowMs = throttle.windowMs;
  const reserved = await reserveAttempt({
    db,
    budgets: [
      { key: `password-check:session:${auth.sessionId}`, max: throttle.pairMax, windowMs },
      { key: `password-check:user:${auth.user.id}`, max: throttle.accountMax, windowMs },
    ],
    refusal: MSG_AUTH_LIMITS.passwordChecksLimited,
  });
  let valid: boolean;
  try {
    valid = await verifyPassword(password, auth.user.passwordHash, {
      key: [`session:${auth.sessionId}`, `user:${auth.user.id}`],
    });
  } catch (error) {
    // Refused by the hashing pool: nothing was checked, the slot goes back.
    await releaseAttempt({ db, reserved });
    throw error;
  }
  if (!valid) {
    await pruneAttempts({ db, windowMs });
    throw new AppError("validation", [
      { loc: ["body", field], msg: MSG_SETTINGS.currentPasswordWrong, type: "password" },
    ]);
  }
  await releaseAttempt({ db, reserved });
}

import { MSG_AUTH_LIMITS, type TPasswordChange } from "@hts/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { validation } from "../../lib/errors.ts";
import { hashPassword } from "../../lib/password.ts";
import { checkCurrentPassword } from "./current-password.ts";
import type { ThrottleConfig } from "./login-throttle.ts";
import { assertPasswordAllowed } from "./password-policy.ts";
import { revokeOtherSessions } from "./password-reset.service.ts";
import { clearRestriction } from "./restriction.ts";

/**
 * "Mot de passe modifié": the current password is checked, the new one follows the policy, every
 * other session of the user ends, and a forced change (expiry, temporary password) is lifted.
 */
export async function changePassword({
  db,
  auth,
  input,
  passwordCost,
  throttle,
}: {
  db: Db;
  auth: AuthContext;
  input: TPasswordChange;
  passwordCost: number;
  throttle: ThrottleConfig;
}): Promise<{ revoked_sessions: number }> {
  // Counted like a login, before the hash (decision 079).
  await checkCurrentPassword({
    db,
    auth,
    password: input.currentPassword,
    field: "currentPassword",
    throttle,
  });
  // Issue 28: keeping the password (a temporary one an administrator typed, above all) is no change.
  if (input.newPassword === input.currentPassword) {
    throw validation([
      { loc: ["body", "newPassword"], msg: MSG_AUTH_LIMITS.newPasswordSameAsCurrent, type: "same_password" },
    ]);
  }
  assertPasswordAllowed(input.newPassword);
  const passwordHash = await hashPassword(input.newPassword, passwordCost, {
    key: [`session:${auth.sessionId}`, `user:${auth.user.id}`],
  });
  return auth.tenant.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: new Date(), mustChangePassword: false, updatedAt: new Date() })
      .where(and(eq(users.id, auth.user.id), eq(users.companyId, auth.companyId)));
    const revoked = await revokeOtherSessions({ tx, userId: auth.user.id, keep: auth.sessionId });
    await clearRestriction({ tx, sessionId: auth.sessionId, restriction: "password-change" });
    await audit(tx, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "change",
      entity: "password",
      entityId: auth.user.id,
      details: { revokedSessions: revoked.length },
    });
    return { revoked_sessions: revoked.length };
  });
}

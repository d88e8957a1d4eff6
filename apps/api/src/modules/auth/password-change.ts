import { MSG_SETTINGS, type TPasswordChange } from "@hts/domain";
import { and, eq } from "drizzle-orm";
import { users } from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { AppError } from "../../lib/errors.ts";
import { hashPassword, verifyPassword } from "../../lib/password.ts";
import { assertPasswordAllowed } from "./password-policy.ts";
import { revokeOtherSessions } from "./password-reset.service.ts";
import { clearRestriction } from "./restriction.ts";

/**
 * "Mot de passe modifié": the current password is checked, the new one follows the policy, every
 * other session of the user ends, and a forced change (expiry, temporary password) is lifted.
 */
export async function changePassword({
  auth,
  input,
  passwordCost,
}: {
  auth: AuthContext;
  input: TPasswordChange;
  passwordCost: number;
}): Promise<{ revoked_sessions: number }> {
  if (!(await verifyPassword(input.currentPassword, auth.user.passwordHash))) {
    throw new AppError("validation", [
      { loc: ["body", "currentPassword"], msg: MSG_SETTINGS.currentPasswordWrong, type: "password" },
    ]);
  }
  assertPasswordAllowed(input.newPassword);
  const passwordHash = await hashPassword(input.newPassword, passwordCost);
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

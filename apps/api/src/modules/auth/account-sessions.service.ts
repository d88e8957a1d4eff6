import { MSG_SETTINGS } from "@hts/domain";
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import { sessions } from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { notFound } from "../../lib/errors.ts";
import { revokeOtherSessions } from "./password-reset.service.ts";

/** "Appareils connectés": the caller's own live sessions, the current one first. */
export async function listOwnSessions(auth: AuthContext) {
  const rows = await auth.tenant.db
    .select()
    .from(sessions)
    .where(
      auth.tenant.scope(
        sessions,
        eq(sessions.userId, auth.user.id),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt))
    .limit(100);
  return rows
    .map((row) => ({
      id: row.id,
      ip: row.ip,
      user_agent: row.userAgent,
      created_at: row.createdAt.toISOString(),
      last_seen_at: row.lastSeenAt.toISOString(),
      current: row.id === auth.sessionId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

export async function revokeOwnSession({ auth, id }: { auth: AuthContext; id: string }) {
  await auth.tenant.db.transaction(async (tx) => {
    const rows = await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(sessions.id, id),
          eq(sessions.userId, auth.user.id),
          eq(sessions.companyId, auth.companyId),
          isNull(sessions.revokedAt),
        ),
      )
      .returning({ id: sessions.id });
    if (rows.length === 0) throw notFound(MSG_SETTINGS.sessionNotFound);
    await audit(tx, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "revoke",
      entity: "session",
      entityId: id,
    });
  });
}

export async function revokeAllOtherSessions(auth: AuthContext) {
  return auth.tenant.db.transaction(async (tx) => {
    const rows = await revokeOtherSessions({ tx, userId: auth.user.id, keep: auth.sessionId });
    await audit(tx, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "revoke-others",
      entity: "session",
      details: { count: rows.length },
    });
    return { revoked_sessions: rows.length };
  });
}

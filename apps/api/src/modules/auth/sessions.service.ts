import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies, sessions, users } from "../../db/schema.ts";
import { hashToken, newToken } from "../../lib/tokens.ts";

// Writing last_seen_at on every request would turn reads into writes; once a minute is precise enough
// for a 12-hour inactivity timeout.
const TOUCH_EVERY_MS = 60_000;

export async function createSession({
  db,
  user,
  ttlMs,
  ip,
  userAgent,
}: {
  db: Db;
  user: { id: string; companyId: string };
  ttlMs: number;
  ip: string | null;
  userAgent: string | null;
}) {
  const token = newToken();
  const expiresAt = new Date(Date.now() + ttlMs);
  await db.insert(sessions).values({
    companyId: user.companyId,
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt,
    ip,
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
  return { token, expiresAt };
}

/** The live session behind a bearer token, with its user and company; null when unknown or ended. */
export async function findSession({ db, token }: { db: Db; token: string }) {
  const rows = await db
    .select({ session: sessions, user: users, company: companies })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(companies, eq(companies.id, sessions.companyId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
        eq(users.active, true),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** Slides the inactivity expiry forward. */
export async function touchSession({
  db,
  session,
  ttlMs,
}: {
  db: Db;
  session: { id: string; lastSeenAt: Date };
  ttlMs: number;
}) {
  const now = Date.now();
  if (now - session.lastSeenAt.getTime() < TOUCH_EVERY_MS) return;
  await db
    .update(sessions)
    .set({ lastSeenAt: new Date(now), expiresAt: new Date(now + ttlMs) })
    .where(eq(sessions.id, session.id));
}

export async function revokeSession({ db, sessionId }: { db: Db; sessionId: string }) {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

export async function revokeUserSessions({ db, userId }: { db: Db; userId: string }) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies, sessions, users } from "../../db/schema.ts";
import { rowInterner } from "../../lib/same-row.ts";
import { hashToken, newToken } from "../../lib/tokens.ts";

// Writing last_seen_at on every request would turn reads into writes; once a minute is precise enough
// for a 12-hour inactivity timeout (the idle check allows that minute, session-hook.ts).
export const TOUCH_EVERY_MS = 60_000;

/**
 * Touches claimed in this process: session id → the last_seen_at (ms) the claiming request read. Many
 * requests of one session in flight together all read the same stale last_seen_at; the first claims the
 * touch, the others see the claim and write nothing: one UPDATE a minute per session, not one per request
 * in flight. Any entry may be forgotten at any time: the worst case is one
 * more conditional UPDATE that changes nothing.
 */
const claimedTouches = new Map<string, number>();
const MAX_CLAIMS = 10_000;

export async function createSession({
  db,
  user,
  ttlMs,
  ip,
  userAgent,
  restriction = null,
}: {
  db: Db;
  user: { id: string; companyId: string };
  /** Idle expiry of a new session (the company's sessionTimeout). */
  ttlMs: number;
  ip: string | null;
  userAgent: string | null;
  restriction?: string | null;
}) {
  const token = newToken();
  const expiresAt = new Date(Date.now() + ttlMs);
  await db.insert(sessions).values({
    restriction,
    companyId: user.companyId,
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt,
    ip,
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
  return { token, expiresAt };
}

/**
 * The session lookup every authenticated request runs, built once per database and prepared by name:
 * the query builder then does no work per request and PostgreSQL plans it once per connection
 * (issue 18: building it was a fifth of the CPU of a cheap authenticated read).
 */
function sessionLookup(db: Db) {
  return db
    .select({ session: sessions, user: users, company: companies })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(companies, eq(companies.id, sessions.companyId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder("tokenHash")),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder("now")),
        eq(users.active, true),
      ),
    )
    .limit(1)
    .prepare("hts_find_session");
}
const lookups = new WeakMap<Db, ReturnType<typeof sessionLookup>>();

// An unchanged user or company row comes back as the object found before (lib/same-row.ts): without
// the session cache (HTS_CACHES=0, or its 2 s past) the settings are not validated again and the answer
// of /api/auth/me not rebuilt on every request of the same session.
const sameUser = rowInterner<typeof users.$inferSelect>();
const sameCompany = rowInterner<typeof companies.$inferSelect>();

async function lookupSession(db: Db, tokenHash: string) {
  let lookup = lookups.get(db);
  if (!lookup) {
    lookup = sessionLookup(db);
    lookups.set(db, lookup);
  }
  const rows = await lookup.execute({ tokenHash, now: new Date().toISOString() });
  const found = rows[0];
  if (!found) return null;
  return { session: found.session, user: sameUser(found.user), company: sameCompany(found.company) };
}

/** The live session behind a bearer token, with its user and company; null when unknown or ended. */
export async function findSession({ db, token }: { db: Db; token: string }) {
  return lookupSession(db, hashToken(token));
}

export type FoundSession = NonNullable<Awaited<ReturnType<typeof findSession>>>;

/**
 * Sessions found in the last `ttlMs` (decision 055): an authenticated read then runs no query of its own
 * to know its caller. Any request that may change something (every method but GET and HEAD) forgets the
 * entries of its company before its answer leaves (logout, password or role change, deactivation,
 * company settings), or every entry when it carries no session (password reset, sign-in): this instance
 * sees a revocation at once, another instance within `ttlMs`. A lookup that began before a forget is
 * not kept (the epoch changed meanwhile), so a read racing a write cannot put the old row back.
 */
export class SessionCache {
  private readonly entries = new Map<string, { at: number; found: FoundSession }>();
  private epoch = 0;

  constructor(
    readonly ttlMs = 2_000,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  async find(db: Db, token: string): Promise<FoundSession | null> {
    const tokenHash = hashToken(token);
    const now = this.now();
    const hit = this.entries.get(tokenHash);
    if (hit && now - hit.at < this.ttlMs && hit.found.session.expiresAt.getTime() > now) return hit.found;
    if (hit) this.entries.delete(tokenHash);
    const epoch = this.epoch;
    const found = await lookupSession(db, tokenHash);
    if (found && this.ttlMs > 0 && epoch === this.epoch) {
      if (this.entries.size >= this.maxEntries) this.entries.clear();
      this.entries.set(tokenHash, { at: now, found });
    }
    return found;
  }

  forgetCompany(companyId: string): void {
    this.epoch++;
    for (const [hash, entry] of this.entries)
      if (entry.found.company.id === companyId) this.entries.delete(hash);
  }

  clear(): void {
    this.epoch++;
    this.entries.clear();
  }
}

/** Slides the inactivity expiry forward (`expiresAt`: the new expiry, computed by session-policy). */
export async function touchSession({
  db,
  session,
  expiresAt,
}: {
  db: Db;
  session: { id: string; lastSeenAt: Date };
  expiresAt: Date;
}) {
  const now = Date.now();
  const seen = session.lastSeenAt.getTime();
  if (now - seen < TOUCH_EVERY_MS) return;
  if (claimedTouches.get(session.id) === seen) return; // another request of this process is touching it
  if (claimedTouches.size >= MAX_CLAIMS) claimedTouches.clear();
  claimedTouches.set(session.id, seen);
  try {
    // Conditional: another instance (or process) that touched the session within the minute wins, and
    // this statement changes no row.
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now), expiresAt })
      .where(and(eq(sessions.id, session.id), lt(sessions.lastSeenAt, new Date(now - TOUCH_EVERY_MS))));
  } catch (error) {
    claimedTouches.delete(session.id); // let the next request try again
    throw error;
  }
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

import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bearer, registerAndLogin, useTestApp } from "../../../test/helpers.ts";
import { sessions } from "../../db/schema.ts";
import { TOUCH_EVERY_MS, touchSession } from "./sessions.service.ts";

const ctx = useTestApp();

// Counts, per session, the UPDATE statements run on `sessions` (statement trigger, even when they change
// nothing) and the rows they actually changed (row trigger). Installed in this file's own database copy.
beforeAll(async () => {
  const db = ctx.database.db;
  await db.execute(sql`create table hts_test_touches (kind text not null, session_id uuid)`);
  await db.execute(sql`create or replace function hts_test_touch_row() returns trigger language plpgsql as
    $$ begin insert into hts_test_touches values ('row', new.id); return new; end $$`);
  await db.execute(sql`create or replace function hts_test_touch_stmt() returns trigger language plpgsql as
    $$ begin insert into hts_test_touches values ('statement', null); return null; end $$`);
  await db.execute(sql`create trigger hts_test_touch_row after update on sessions
    for each row execute function hts_test_touch_row()`);
  await db.execute(sql`create trigger hts_test_touch_stmt after update on sessions
    for each statement execute function hts_test_touch_stmt()`);
});

async function counts(): Promise<{ statements: number; rows: number }> {
  const result = (await ctx.database.db.execute(
    sql`select count(*) filter (where kind = 'statement')::int as statements,
               count(*) filter (where kind = 'row')::int as rows from hts_test_touches`,
  )) as unknown as { rows: { statements: number; rows: number }[] };
  await ctx.database.db.execute(sql`delete from hts_test_touches`);
  return result.rows[0] ?? { statements: -1, rows: -1 };
}

async function sessionOf(userId: string) {
  const [row] = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, userId));
  if (!row) throw new Error("no session");
  return row;
}

// The minutes that pass also outlast the two-second session cache (decision 055).
const age = async (userId: string, minutes: number) => {
  await ctx.database.db
    .update(sessions)
    .set({ lastSeenAt: new Date(Date.now() - minutes * 60_000) })
    .where(eq(sessions.userId, userId));
  ctx.app.sessionCache.clear();
};

describe("session touch: one conditional UPDATE a minute per session", () => {
  it("thirty requests in flight together after a minute of silence write the session once", async () => {
    const { token, user } = await registerAndLogin(ctx.app);
    await age(user.id, 5);
    await counts();
    const replies = await Promise.all(
      Array.from({ length: 30 }, () =>
        ctx.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(token) }),
      ),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array(30).fill(200));
    expect(await counts()).toEqual({ statements: 1, rows: 1 });
    const row = await sessionOf(user.id);
    expect(Date.now() - row.lastSeenAt.getTime()).toBeLessThan(TOUCH_EVERY_MS);
    // The sliding expiry moved with it (30 minutes: the default sessionTimeout).
    expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);

    // Within the minute that follows, requests write nothing at all.
    for (let i = 0; i < 5; i++) {
      expect(
        (await ctx.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(token) })).statusCode,
      ).toBe(200);
    }
    expect(await counts()).toEqual({ statements: 0, rows: 0 });

    // A minute later (last_seen_at aged again), the next request touches it again, once.
    await age(user.id, 2);
    await counts();
    await Promise.all(
      Array.from({ length: 10 }, () =>
        ctx.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(token) }),
      ),
    );
    expect(await counts()).toEqual({ statements: 1, rows: 1 });
  });

  it("a touch based on a stale read changes nothing when another instance touched the session meanwhile", async () => {
    const { user } = await registerAndLogin(ctx.app);
    await age(user.id, 0.25); // another instance touched it 15 s ago
    const current = await sessionOf(user.id);
    await counts();
    // This instance read the session before that touch: last_seen_at 3 minutes old.
    const staleRead = { id: current.id, lastSeenAt: new Date(Date.now() - 3 * 60_000) };
    await touchSession({
      db: ctx.database.db,
      session: staleRead,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    expect(await counts()).toEqual({ statements: 1, rows: 0 });
    const after = await sessionOf(user.id);
    expect(after.lastSeenAt.getTime()).toBe(current.lastSeenAt.getTime());
    expect(after.expiresAt.getTime()).toBe(current.expiresAt.getTime());
  });

  it("the idle timeout still holds: a session silent longer than the company's timeout is refused", async () => {
    const { token, user } = await registerAndLogin(ctx.app);
    await ctx.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(token) });
    await age(user.id, 32); // default sessionTimeout: 30 minutes, plus the one-minute touch slack
    const res = await ctx.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(token) });
    expect(res.statusCode).toBe(401);
  });
});

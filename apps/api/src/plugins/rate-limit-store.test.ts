import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig, useTestApp } from "../../test/helpers.ts";
import { buildApp } from "../app.ts";
import { rateLimitHits } from "../db/schema.ts";
import { countHit, purgeExpiredHits } from "./rate-limit-store.ts";

// The public routes' limits are counted in the database (decision 066): two apps on one database (two
// instances, as behind a load balancer) share one count. The demo-request form allows 10 per hour and
// per address; an invalid body is counted too, since the limit applies before validation.
describe("rate limits shared through the database", () => {
  const ctx = useTestApp();
  let second: FastifyInstance;
  beforeAll(async () => {
    second = await buildApp({ database: ctx.database, config: testConfig() });
    await second.ready();
  });
  afterAll(async () => second?.close());

  const demoRequest = (app: FastifyInstance, ip: string) =>
    app.inject({ method: "POST", url: "/api/demo-requests", payload: {}, remoteAddress: ip });

  it("refuses the 11th request whichever instance gets it, with a French 429", async () => {
    const codes: number[] = [];
    for (let i = 0; i < 10; i++)
      codes.push((await demoRequest(i % 2 ? second : ctx.app, "10.1.0.1")).statusCode);
    expect(codes.every((c) => c === 422)).toBe(true);
    for (const app of [ctx.app, second]) {
      const refused = await demoRequest(app, "10.1.0.1");
      expect(refused.statusCode).toBe(429);
      expect(refused.json().detail).toBe("Trop de requêtes. Réessayez dans quelques minutes.");
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(3500);
    }
    // Another address, and the same address on another route, count apart.
    expect((await demoRequest(second, "10.1.0.2")).statusCode).toBe(422);
    const other = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      payload: {},
      remoteAddress: "10.1.0.1",
    });
    expect(other.statusCode).toBe(422);
  });

  it("counts concurrent hits exactly: of 30 at once, 10 pass", async () => {
    const codes = await Promise.all(
      Array.from({ length: 30 }, (_, i) => demoRequest(i % 2 ? second : ctx.app, "10.1.0.3")),
    );
    expect(codes.filter((r) => r.statusCode === 422)).toHaveLength(10);
    expect(codes.filter((r) => r.statusCode === 429)).toHaveLength(20);
  });

  it("starts a new window once the old one is over, and purges windows that are over", async () => {
    const { db } = ctx.database;
    expect((await countHit({ db, key: "test|a", windowMs: 60_000 })).current).toBe(1);
    const second = await countHit({ db, key: "test|a", windowMs: 60_000 });
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(55_000);
    expect(second.ttl).toBeLessThanOrEqual(60_000);
    // The window ends (moved into the past rather than waited for).
    await db
      .update(rateLimitHits)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimitHits.key, "test|a"));
    expect((await countHit({ db, key: "test|a", windowMs: 60_000 })).current).toBe(1);
    await countHit({ db, key: "test|b", windowMs: 60_000 });
    await db
      .update(rateLimitHits)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimitHits.key, "test|b"));
    expect(await purgeExpiredHits(db)).toBeGreaterThanOrEqual(1);
    const left = await db.select({ key: rateLimitHits.key }).from(rateLimitHits);
    expect(left.map((r) => r.key)).toContain("test|a");
    expect(left.map((r) => r.key)).not.toContain("test|b");
  });
});

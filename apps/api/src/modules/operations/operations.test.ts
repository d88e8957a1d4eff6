import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/helpers.ts";
import { migrationsFolder } from "../../db/migrate.ts";
import { parsePrometheusText } from "./prometheus-text.ts";
import { expectedMigrations } from "./readiness.ts";

const TOKEN = "jeton-de-test-des-metriques-0123456789";

describe("GET /api/health/ready", () => {
  const ctx = useTestApp();

  it("answers 200 when the database answers and every migration is applied", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/health/ready" });
    expect(res.statusCode).toBe(200);
    const expected = expectedMigrations(migrationsFolder).count;
    expect(res.json()).toEqual({
      status: "ready",
      database: "ok",
      migrations: { applied: expected, expected },
    });
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("answers 503 in the caller's language while a migration is missing, 200 once it is back", async () => {
    const expected = expectedMigrations(migrationsFolder).count;
    const rows = (
      (await ctx.database.db.execute(
        sql`select id, hash, created_at::text as created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
      )) as unknown as { rows: { id: number; hash: string; created_at: string }[] }
    ).rows;
    const last = rows[0];
    if (!last) throw new Error("aucune migration appliquée");
    await ctx.database.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last.id}`);
    try {
      const fr = await ctx.app.inject({ method: "GET", url: "/api/health/ready" });
      expect(fr.statusCode).toBe(503);
      expect(fr.json()).toEqual({
        status: "not_ready",
        database: "ok",
        migrations: { applied: expected - 1, expected },
        detail: `Migrations de la base non appliquées : ${expected - 1} sur ${expected}`,
      });
      const en = await ctx.app.inject({
        method: "GET",
        url: "/api/health/ready",
        headers: { "accept-language": "en" },
      });
      expect(en.json().detail).toBe(`Database migrations not applied: ${expected - 1} of ${expected}`);
      // Liveness does not look at the database: the process is alive.
      expect((await ctx.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    } finally {
      await ctx.database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last.id}, ${last.hash}, ${last.created_at}::bigint)`,
      );
    }
    expect((await ctx.app.inject({ method: "GET", url: "/api/health/ready" })).statusCode).toBe(200);
  });

  it("/metrics answers 404 when no METRICS_TOKEN is configured", async () => {
    const res = await ctx.app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: "Route introuvable" });
  });
});

describe("GET /metrics with METRICS_TOKEN", () => {
  const ctx = useTestApp({ metricsToken: TOKEN });
  const scrape = () =>
    ctx.app.inject({ method: "GET", url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });

  it("refuses a scrape without the token or with another one", async () => {
    const none = await ctx.app.inject({ method: "GET", url: "/metrics" });
    expect(none.statusCode).toBe(401);
    expect(none.headers["www-authenticate"]).toBe("Bearer");
    expect(none.json()).toEqual({ detail: "Jeton des métriques absent ou invalide" });
    for (const authorization of [`Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, TOKEN, "Bearer "]) {
      const res = await ctx.app.inject({ method: "GET", url: "/metrics", headers: { authorization } });
      expect(res.statusCode).toBe(401);
      expect(res.body).not.toContain("hts_");
    }
  });

  it("counts requests by route pattern, not by URL, and exposes the loop, queues, pool and streams", async () => {
    const id = randomUUID();
    await ctx.app.inject({ method: "GET", url: "/api/health" });
    await ctx.app.inject({ method: "GET", url: "/api/health" });
    await ctx.app.inject({ method: "GET", url: `/api/sites/${id}` });
    await ctx.app.inject({ method: "GET", url: `/nulle-part/${id}` });
    // A query through the pool (when there is one), so that it holds a connection at the scrape.
    await ctx.app.inject({ method: "GET", url: "/api/health/ready" });

    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.body).not.toContain(id);
    const samples = parsePrometheusText(res.body);
    const one = (name: string, labels: Record<string, string> = {}) =>
      samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));

    expect(
      one("hts_http_requests_total", { method: "GET", route: "/api/health", status_code: "200" })?.value,
    ).toBe(2);
    expect(one("hts_http_requests_total", { route: "/api/sites/:id", status_code: "401" })?.value).toBe(1);
    expect(one("hts_http_requests_total", { route: "unmatched", status_code: "404" })?.value).toBe(1);
    const count = one("hts_http_request_duration_seconds_count", {
      route: "/api/health",
      status_code: "200",
    });
    expect(count?.value).toBe(2);
    const inf = one("hts_http_request_duration_seconds_bucket", { route: "/api/health", le: "+Inf" });
    expect(inf?.value).toBe(2);

    expect(one("hts_nodejs_eventloop_lag_p99_seconds")?.value).toBeGreaterThanOrEqual(0);
    expect(one("hts_queue_jobs", { queue: "documents", state: "waiting" })?.value).toBe(0);
    expect(one("hts_queue_jobs", { queue: "password_hashing", state: "running" })?.value).toBe(0);
    expect(one("hts_sse_clients")?.value).toBe(0);
    expect(one("hts_jobs_leader")?.value).toBe(0);
    // The pool exists on PostgreSQL and on the embedded engine's worker; PGlite in the test's thread has none.
    if (ctx.database.pool)
      expect(one("hts_db_pool_connections", { state: "total" })?.value).toBeGreaterThan(0);
    else expect(one("hts_db_pool_connections")).toBeUndefined();

    // The scrape itself is counted at the next one.
    const again = parsePrometheusText((await scrape()).body);
    expect(
      again.find(
        (s) =>
          s.name === "hts_http_requests_total" &&
          s.labels.route === "/metrics" &&
          s.labels.status_code === "200",
      )?.value,
    ).toBe(1);
  });

  it("counts the live event streams open on this instance", async () => {
    ctx.app.events.liveStreams.add({});
    try {
      const samples = parsePrometheusText((await scrape()).body);
      expect(samples.find((s) => s.name === "hts_sse_clients")?.value).toBe(1);
    } finally {
      ctx.app.events.liveStreams.clear();
    }
  });
});

describe("parsePrometheusText", () => {
  it("reads labels with escaped quotes and special values, and refuses a malformed line", () => {
    const samples = parsePrometheusText(
      '# HELP x y\n# TYPE x gauge\nx{a="q\\"r",b="s"} 1.5\ny +Inf\nz Nan\n',
    );
    expect(samples).toEqual([
      { name: "x", labels: { a: 'q"r', b: "s" }, value: 1.5 },
      { name: "y", labels: {}, value: Infinity },
      { name: "z", labels: {}, value: Number.NaN },
    ]);
    expect(() => parsePrometheusText("x 1,5")).toThrow(/illisible/);
    expect(() => parsePrometheusText("pas une métrique")).toThrow(/illisible/);
  });
});

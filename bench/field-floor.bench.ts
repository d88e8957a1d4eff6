// The control room's floor (issue 22, slice C) under a shift change: 500 agents clocking in and 500
// phones sending a position, while GET /api/field/floor is read under load, beside the floor route
// (one prepared primary-key lookup on the same pool) measured just before and just after it, in the
// same run. PostgreSQL scratch database on the server of BENCH_DATABASE_URL (or TEST_DATABASE_URL).
//
// Compressed in time (printed): the 500 clock-ins of "within 5 minutes" come within 5 min / COMPRESS,
// and each phone sends a position every 60 s / COMPRESS, so the write rates are COMPRESS times the
// issue's (a position is sent at most every 10 s, the server's minimum gap between two fixes). The
// phones are their own process (field-writer.ts), each agent with his own session, writing through the
// product's routes (POST /api/attendance/events, POST /api/me/position); the reads are autocannon in a
// third process. At the end: no action lost (every
// clock-in stored, every agent's last position the last one sent) and the number of field.updated
// events the server received.

import { execFile } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { promisify } from "node:util";
import type pg from "pg";
import type { buildApp } from "../apps/api/src/app.ts";
import { floorServer, withScratchApp } from "./scratch.ts";
import { listen, load, report } from "./support.ts";

const AGENTS = 500;
const SITES = 20;
const COMPRESS = Number(process.env.BENCH_FIELD_COMPRESS ?? 10);
const CONNECTIONS = 10;
const run = promisify(execFile);

export async function benchFieldFloor(): Promise<void> {
  await withScratchApp(
    { label: "field", title: "Sur le terrain" },
    async ({ app, pool, headers, companyId }) => {
      const agents = await seed(pool, companyId);
      let fieldEvents = 0;
      const stop = app.events.subscribe((event) => {
        if (event.type === "field.updated" && event.companyId === companyId) fieldEvents += 1;
      });

      const bare = floorServer(pool, companyId);
      const bareUrl = await listen(bare);
      const appUrl = await listen(app);
      try {
        const baseline = await load({
          label: "bare Fastify route",
          url: `${bareUrl}/bare`,
          connections: CONNECTIONS,
        });
        const clockInSeconds = 300 / COMPRESS;
        const positionPeriodSeconds = Math.max(60 / COMPRESS, 10);
        const phase = Math.ceil(clockInSeconds / 2);
        const writerSeconds = clockInSeconds + phase + 4;
        const writer = run(
          process.execPath,
          [
            "--import",
            "tsx",
            new URL("./field-writer.ts", import.meta.url).pathname,
            JSON.stringify({
              appUrl,
              agents,
              clockInSeconds,
              positionPeriodSeconds,
              seconds: writerSeconds,
            }),
          ],
          { maxBuffer: 16 * 1024 * 1024 },
        );
        // Floor route before, the floor view during the clock-ins, the floor route after (both adjacent).
        const floorBefore = await load({
          label: "floor route (before)",
          url: `${bareUrl}/floor`,
          connections: CONNECTIONS,
          seconds: phase / 2,
        });
        const field = await load({
          label: "GET /api/field/floor (500 agents)",
          url: `${appUrl}/api/field/floor`,
          headers,
          connections: CONNECTIONS,
          seconds: clockInSeconds,
        });
        const floorAfter = await load({
          label: "floor route (after)",
          url: `${bareUrl}/floor`,
          connections: CONNECTIONS,
          seconds: phase / 2,
        });
        const phones = await writer;
        // The phones' first refusals, if any, say what went wrong (a 4xx body in French).
        if (phones.stderr.trim())
          console.log(`  phones' first errors:\n    ${phones.stderr.trim().split("\n").join("\n    ")}`);
        const written = JSON.parse(phones.stdout.trim().split("\n").at(-1) ?? "{}") as {
          clockIns: number;
          positions: number;
          errors: number;
          lastSent: Record<string, number>;
        };
        await new Promise((resolve) => setTimeout(resolve, 500));
        stop();
        const adjacent = (floorBefore.rps + floorAfter.rps) / 2;
        report(
          `Sur le terrain (PostgreSQL, ${AGENTS} agents, ${SITES} sites, temps comprimé × ${COMPRESS} : ${AGENTS} prises de service en ${clockInSeconds} s, une position par agent toutes les ${positionPeriodSeconds} s, ${CONNECTIONS} lecteurs)`,
          baseline,
          [{ ...field, floorRps: adjacent, target: { p99: 100 } }],
          floorBefore,
        );
        await lostActions({ pool, companyId, written, fieldEvents, appUrl, headers });
        await uncached({ app, companyId, appUrl, headers });
      } finally {
        await bare.close();
      }
    },
  );
}

/** 500 agents on 20 sites, each signed in (a session) and on a shift that started a minute ago. */
export async function seed(pool: pg.Pool, companyId: string) {
  const sites = (
    await pool.query(
      `insert into sites (company_id, name, address, latitude, longitude)
       select $1, 'Site ' || g, 'Paris', 48.80 + g * 0.01, 2.30 + g * 0.005 from generate_series(1, ${SITES}) g
       returning id, latitude, longitude`,
      [companyId],
    )
  ).rows as { id: string; latitude: number; longitude: number }[];
  const agentRows = (
    await pool.query(
      `insert into agents (company_id, name, badge, phone, email, hire_date)
       select $1, 'Agent ' || g, 'B-' || g, '0600000000', 'a' || g || '@bench.fr', '2024-01-01'
       from generate_series(1, ${AGENTS}) g returning id`,
      [companyId],
    )
  ).rows as { id: string }[];
  // Each agent signs in as himself: an account of role agent linked to him and an open session, written
  // here (500 password hashings would only measure scrypt).
  const tokens = agentRows.map(() => randomBytes(32).toString("base64url"));
  const users = (
    await pool.query(
      `insert into users (company_id, name, email, role, password_hash)
       select $1, 'Agent ' || g, 'agent' || g || '.' || $2 || '@bench.fr', 'agent', 'bench-no-password'
       from generate_series(1, ${AGENTS}) g order by g returning id`,
      [companyId, Date.now()],
    )
  ).rows as { id: string }[];
  for (const [i, agent] of agentRows.entries()) {
    const userId = users[i]?.id;
    await pool.query("update agents set user_id = $1 where id = $2", [userId, agent.id]);
    await pool.query(
      `insert into sessions (company_id, user_id, token_hash, expires_at)
       values ($1, $2, $3, now() + interval '1 day')`,
      [
        companyId,
        userId,
        createHash("sha256")
          .update(tokens[i] ?? "")
          .digest("hex"),
      ],
    );
  }
  const agents = [];
  for (const [i, agent] of agentRows.entries()) {
    const site = sites[i % SITES] as (typeof sites)[number];
    const shift = await pool.query(
      `insert into shifts (company_id, agent_id, site_id, shift_date, start_time, end_time, starts_at, ends_at, post)
       values ($1, $2, $3, current_date, '08:00', '16:00', now() - interval '1 minute', now() + interval '8 hours', 'Poste')
       returning id`,
      [companyId, agent.id, site.id],
    );
    agents.push({
      id: agent.id,
      siteId: site.id,
      shiftId: shift.rows[0].id,
      lat: site.latitude,
      lng: site.longitude,
      token: tokens[i] ?? "",
    });
  }
  await pool.query("analyze");
  return agents;
}

async function lostActions({
  pool,
  companyId,
  written,
  fieldEvents,
  appUrl,
  headers,
}: {
  pool: pg.Pool;
  companyId: string;
  written: { clockIns: number; positions: number; errors: number; lastSent: Record<string, number> };
  fieldEvents: number;
  appUrl: string;
  headers: Record<string, string>;
}) {
  const stored = (
    await pool.query(
      "select count(*)::int as n from attendance_events where company_id = $1 and kind = 'clock_in'",
      [companyId],
    )
  ).rows[0].n as number;
  const last = (
    await pool.query("select agent_id, recorded_at from agent_positions where company_id = $1", [companyId])
  ).rows as { agent_id: string; recorded_at: Date }[];
  const stale = last.filter((r) => r.recorded_at.getTime() !== written.lastSent[r.agent_id]).length;
  const missing = Object.keys(written.lastSent).length - last.length;
  const floor = (await (await fetch(`${appUrl}/api/field/floor`, { headers })).json()) as {
    on_duty: unknown[];
    expected_missing: unknown[];
  };
  const lost = AGENTS - stored + stale + missing + written.errors;
  const actions = written.clockIns + written.positions;
  console.log(
    `  ${"actions sent / lost".padEnd(44)} ${String(actions).padStart(7)} / ${lost}  (${stored} clock-ins stored of ${AGENTS}, ${last.length} last positions, ${stale} stale, ${written.errors} write errors)  ${lost === 0 ? "PASS" : "MISS"} (0 lost)`,
  );
  console.log(
    `  ${"floor at the end".padEnd(44)} on duty ${floor.on_duty.length}, expected and missing ${floor.expected_missing.length}  ${floor.on_duty.length === AGENTS && floor.expected_missing.length === 0 ? "PASS" : "MISS"}`,
  );
  console.log(
    `  ${"field.updated events received".padEnd(44)} ${String(fieldEvents).padStart(7)} for ${actions} changes (coalesced, at most 2 a second)`,
  );
}

/**
 * The computation the cache hides: the floor read right after a change (the event forgets the kept
 * floor), one at a time, 30 times; what each screen waits for when its refetch is the first after it.
 */
async function uncached({
  app,
  companyId,
  appUrl,
  headers,
}: {
  app: Awaited<ReturnType<typeof buildApp>>;
  companyId: string;
  appUrl: string;
  headers: Record<string, string>;
}) {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < 30; i++) {
    await app.events.publish({ companyId, type: "field.updated", id: companyId });
    await new Promise((resolve) => setTimeout(resolve, 30));
    const started = performance.now();
    const res = await fetch(`${appUrl}/api/field/floor`, { headers });
    bytes = (await res.arrayBuffer()).byteLength;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => (times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(0);
  console.log(
    `  ${"floor recomputed after a change (x30)".padEnd(44)} p50 ${at(0.5)} ms  max ${at(1)} ms  (${(bytes / 1024).toFixed(0)} KiB answer)`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await benchFieldFloor();

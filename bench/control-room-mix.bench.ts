// Issue 31: a live control room under load, reads and writes together. One company owning 20 sites,
// 200 cameras and BENCH_ALARMS_PER_SITE alarms a site (50,000 by default: 1,000,000 in all); the server
// (two instances of the app on the same database: caches on, and caches off as HTS_CACHES=0 sets them)
// in this process, autocannon in its own process. Printed beside the floor route of the same run (one
// prepared primary-key lookup through the same database):
// - each hot read alone, caches off then on;
// - 200 clients mixing the control room's reads with 10 % then 30 % writes (POST alarms, comments),
//   with errors, p99, the server's CPU per answer and its event-loop delay p99.
// Engines: PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL, a scratch database) and the embedded
// default (PGlite in its worker thread, a scratch data directory); BENCH_ENGINES=postgres or embedded
// limits it. BENCH_SECONDS (10), BENCH_CLIENTS (200) size each load.

import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import Fastify, { type FastifyInstance } from "fastify";
import type pg from "pg";
import { buildApp } from "../apps/api/src/app.ts";
import { defaultConfig } from "../apps/api/src/config.ts";
import { createPool, type Database, fromPool, openDatabase } from "../apps/api/src/db/client.ts";
import { migrateDatabase } from "../apps/api/src/db/migrate.ts";
import { generateOperations } from "./operations-data.ts";
import {
  adminQuery as admin,
  benchAdmin,
  type LoadResult,
  listen,
  load,
  loadMixed,
  report,
  withDatabase,
} from "./support.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 200);
const ALARMS_PER_SITE = Number(process.env.BENCH_ALARMS_PER_SITE ?? 50_000);

const HOT_READS: [string, string][] = [
  ["GET /api/auth/me", "/api/auth/me"],
  ["GET /api/alarms?limit=50", "/api/alarms?limit=50"],
  ["GET /api/alarms?status=active&limit=50", "/api/alarms?status=active&limit=50"],
  ["GET /api/alarms?severity=critique&limit=50", "/api/alarms?severity=critique&limit=50"],
  ["GET /api/sites", "/api/sites"],
  ["GET /api/dashboard", "/api/dashboard"],
];

/** `writes` in 20 requests are writes (half alarms, half comments), the rest the hot reads in turn. */
function mix(writes: number, siteId: string, alarmId: string) {
  const alarm = JSON.stringify({
    siteId,
    title: "Détection bench",
    description: "Charge mixte",
    location: "Zone bench",
  });
  const comment = JSON.stringify({ text: "Commentaire bench" });
  const requests: Parameters<typeof loadMixed>[0]["paths"] = [];
  let written = 0;
  for (let i = 0; i < 20; i++) {
    if (i % Math.floor(20 / writes) === 0 && written < writes) {
      requests.push(
        written++ % 2 === 0
          ? { method: "POST", path: "/api/alarms", body: alarm }
          : { method: "POST", path: `/api/alarms/${alarmId}/comments`, body: comment },
      );
    } else requests.push(HOT_READS[i % HOT_READS.length]?.[1] ?? "/api/auth/me");
  }
  return requests;
}

async function openEngine(engine: string): Promise<{ database: Database; drop: () => Promise<void> } | null> {
  if (engine === "postgres") {
    const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (!url) return null;
    const name = `hts_bench_mix_${process.pid}`;
    await admin(url, `create database ${name}`);
    return {
      database: fromPool(createPool(withDatabase(url, name), 20)),
      drop: () => admin(url, `drop database if exists ${name} with (force)`),
    };
  }
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "hts-bench-mix-"));
  return {
    database: await openDatabase({ databaseUrl: undefined, dataDir }),
    drop: () => fs.rm(dataDir, { recursive: true, force: true }),
  };
}

async function benchEngine(engine: string): Promise<void> {
  const opened = await openEngine(engine);
  if (!opened) {
    console.log(`\nSalle de contrôle (${engine}) : ignoré (BENCH_DATABASE_URL ou TEST_DATABASE_URL requis)`);
    return;
  }
  const { database } = opened;
  const apps: FastifyInstance[] = [];
  const bare = Fastify();
  try {
    await migrateDatabase(database);
    const config = { ...defaultConfig, logLevel: "silent" as const, passwordCost: 12 };
    const cached = await buildApp({ database, config: { ...config, selfServicePlans: ["enterprise"] } });
    const uncached = await buildApp({ database, config: { ...config, caches: false } });
    apps.push(cached, uncached);
    const headers = await benchAdmin(cached, `mix${engine}`);
    const pool = database.pool as pg.Pool;
    const generated = await generateOperations(pool, {
      companies: 1,
      sitesPerCompany: 20,
      camerasPerSite: 10,
      alarmsPerSite: ALARMS_PER_SITE,
    });
    console.log(
      `\nDonnées (${engine}) : ${generated.s} sites, ${generated.k} caméras, ${generated.a} alarmes en ${generated.seconds?.toFixed(1)} s`,
    );
    const [{ id: companyId }] = (await pool.query("select id from companies order by created_at limit 1"))
      .rows;
    const [{ site_id: siteId, id: alarmId }] = (
      await pool.query("select site_id, id from alarms where company_id = $1 limit 1", [companyId])
    ).rows;

    bare.get("/floor", async () => {
      const { rows } = await pool.query({
        name: "bench_floor",
        text: "select id, name from companies where id = $1",
        values: [companyId],
      });
      return rows[0];
    });
    const floorUrl = `${await listen(bare)}/floor`;
    const cachedUrl = await listen(cached);
    const uncachedUrl = await listen(uncached);
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const connections = 50;
    const floorNow = async () =>
      (await load({ label: "floor", url: floorUrl, connections, seconds: SECONDS })).rps;
    const floor = await load({
      label: "floor route (one prepared lookup)",
      url: floorUrl,
      connections,
      seconds: SECONDS,
    });
    const baseline = { ...floor, label: "floor route (reference)" };

    const reads: LoadResult[] = [];
    for (const [label, route] of HOT_READS) {
      for (const [which, url] of [
        ["caches off", uncachedUrl],
        ["caches on", cachedUrl],
      ] as const) {
        const floorRps = await floorNow();
        const r = await load({
          label: `${label} (${which})`,
          url: `${url}${route}`,
          headers,
          connections,
          seconds: SECONDS,
        });
        const wanted = which === "caches off" ? (route === "/api/auth/me" ? 0.9 : 0.5) : undefined;
        reads.push({ ...r, floorRps, target: wanted ? { floor: wanted } : undefined });
      }
    }

    const mixed: (LoadResult & { failures: number; loopP99: number })[] = [];
    for (const writes of [2, 6]) {
      for (const [which, url] of [
        ["caches on", cachedUrl],
        ["caches off", uncachedUrl],
      ] as const) {
        const floorRps = await floorNow();
        loop.reset();
        const r = await loadMixed({
          label: `${CLIENTS} clients, ${writes * 5} % writes (${which})`,
          url,
          paths: mix(writes, siteId, alarmId),
          headers,
          connections: CLIENTS,
          seconds: SECONDS,
        });
        mixed.push({
          ...r,
          floorRps,
          loopP99: loop.percentile(99) / 1e6,
          target: writes === 2 ? { floor: 0.3, p99: 300 } : undefined,
        });
      }
    }
    loop.disable();
    report(
      `Salle de contrôle (${engine}, ${generated.a} alarmes, ${SECONDS} s par mesure)`,
      baseline,
      [...reads, ...mixed],
      floor,
    );
    for (const m of mixed) {
      // No answer within the run is no proof of zero errors: the check needs answers.
      const answered = m.rps > 0;
      const loopTarget = engine === "embedded" && m.label.includes("10 %") && m.label.includes("on)");
      const ok = answered && m.failures === 0 && (!loopTarget || m.loopP99 < 50);
      const wanted = loopTarget ? "answers, 0 errors, loop p99 < 50 ms" : "answers, 0 errors";
      console.log(
        `  ${`${m.label}: errors / loop p99`.padEnd(44)} ${String(m.failures).padStart(7)}  ${m.loopP99.toFixed(1)} ms  ${ok ? "PASS" : "MISS"} (${wanted})`,
      );
    }
  } finally {
    await bare.close();
    for (const app of apps) await app.close();
    await database.close();
    await opened.drop();
  }
}

export async function benchControlRoomMix(): Promise<void> {
  const engines = (process.env.BENCH_ENGINES ?? "postgres,embedded").split(",").map((e) => e.trim());
  for (const engine of engines) await benchEngine(engine);
}

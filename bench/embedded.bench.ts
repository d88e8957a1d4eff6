// The embedded default (PGlite, no DATABASE_URL) under the operations routes: the real server started
// as a child process (`src/server.ts`, as `npm start` does) on a data directory holding one company
// with 20 sites, 200 cameras and 100,000 alarms, loaded by autocannon from a third process, 50
// connections. The server measures its own event-loop delay (perf_hooks) and resident memory and prints
// them on SIGUSR2 (HTS_LOOP_STATS=1, decision 057): at rest, then under each route. Runs once per
// PGlite placement: the worker thread (the default) and, for comparison, the main thread (before 057).
// BENCH_PGLITE_THREADS=worker limits it to one; BENCH_SECONDS sets each route's duration (default 10).

import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import type pg from "pg";
import { buildApp } from "../apps/api/src/app.ts";
import { defaultConfig } from "../apps/api/src/config.ts";
import { openDatabase } from "../apps/api/src/db/client.ts";
import { migrateDatabase } from "../apps/api/src/db/migrate.ts";
import { generateOperations } from "./operations-data.ts";
import { benchAdmin, type LoadResult, load } from "./support.ts";

const SERVER = path.join(import.meta.dirname, "../apps/api/src/server.ts");
const ROUTES: [string, string][] = [
  ["GET /api/auth/me", "/api/auth/me"],
  ["GET /api/alarms?limit=50", "/api/alarms?limit=50"],
  ["GET /api/sites", "/api/sites"],
  ["GET /api/dashboard", "/api/dashboard"],
];

type LoopStats = { p50: number; p99: number; max: number; rssMb: number; heapMb: number };

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}

/** The server as `npm start` runs it, with its output read line by line. */
class ServerProcess {
  private readonly child: ChildProcess;
  private readonly waiters: { match: string; resolve: (line: string) => void }[] = [];
  private output: string[] = [];

  constructor(env: Record<string, string>) {
    this.child = spawn(process.execPath, ["--import", "tsx", SERVER], {
      cwd: path.dirname(SERVER),
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    for (const stream of [this.child.stdout, this.child.stderr]) {
      if (!stream) continue;
      createInterface({ input: stream }).on("line", (line) => {
        this.output.push(line);
        if (this.output.length > 50) this.output.shift();
        const index = this.waiters.findIndex((w) => line.includes(w.match));
        if (index !== -1) this.waiters.splice(index, 1)[0]?.resolve(line);
      });
    }
  }

  waitFor(match: string, timeoutMs = 60_000): Promise<string> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`server: "${match}" not seen\n${this.output.join("\n")}`)),
        timeoutMs,
      );
      this.waiters.push({
        match,
        resolve: (line) => {
          clearTimeout(timer);
          resolve(line);
        },
      });
    });
  }

  /** The event-loop delay since the previous call, and the resident memory now. */
  async stats(): Promise<LoopStats> {
    const line = this.waitFor("HTS_LOOP_STATS");
    this.child.kill("SIGUSR2");
    return JSON.parse((await line).replace(/^.*HTS_LOOP_STATS /, "")) as LoopStats;
  }

  async stop(): Promise<void> {
    const exited = new Promise((resolve) => this.child.once("exit", resolve));
    this.child.kill("SIGTERM");
    await exited;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function benchEmbedded(): Promise<void> {
  const threads = (process.env.BENCH_PGLITE_THREADS ?? "worker,main").split(",") as ("worker" | "main")[];
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "hts-bench-embedded-"));
  try {
    // The data set, written once through the embedded engine itself.
    const started = performance.now();
    const database = await openDatabase({ databaseUrl: undefined, dataDir });
    await migrateDatabase(database);
    const app = await buildApp({
      database,
      config: { ...defaultConfig, logLevel: "silent", passwordCost: 12, selfServicePlans: ["enterprise"] },
    });
    const headers = await benchAdmin(app, "embedded");
    const generated = await generateOperations(database.pool as pg.Pool, {
      companies: 1,
      sitesPerCompany: 20,
      camerasPerSite: 10,
      alarmsPerSite: 5_000,
    });
    await app.close();
    await database.close();
    console.log(
      `\nMoteur embarqué : ${generated.a} alarmes, ${generated.s} sites, ${generated.k} caméras écrits en ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    for (const thread of threads) {
      const port = await freePort();
      const server = new ServerProcess({
        DATA_DIR: dataDir,
        // The scheduled company backups stay in the scratch directory.
        BACKUP_DIR: path.join(dataDir, "backups"),
        PORT: String(port),
        HOST: "127.0.0.1",
        PGLITE_THREAD: thread,
        HTS_LOOP_STATS: "1",
        HTS_DEMO: "0",
        HTS_CAMERA_SIM: "0",
        LOG_LEVEL: "warn",
        // The bench's 200 cameras have unreachable documentation addresses: no probe round during the run.
        CAMERA_PROBE_INTERVAL_MS: "3600000",
      });
      try {
        const t0 = performance.now();
        await server.waitFor("HTS prêt");
        const startMs = performance.now() - t0;
        await sleep(2_000);
        await server.stats();
        await sleep(5_000);
        const rest = await server.stats();
        const rows: { label: string; result: LoadResult | null; loop: LoopStats }[] = [];
        for (const [label, route] of ROUTES) {
          // Requests unanswered within autocannon's 10 s count as errors: shown, not fatal (main thread).
          const result = await load({
            label,
            url: `http://127.0.0.1:${port}${route}`,
            headers,
            seconds,
            connections: 50,
          }).catch((error: Error) => {
            console.log(`  ${error.message}`);
            return null;
          });
          rows.push({ label, result, loop: await server.stats() });
        }
        console.log(
          `\nPGlite, thread ${thread === "worker" ? "de travail (défaut)" : "principal (avant la décision 057)"} — prêt en ${(startMs / 1000).toFixed(1)} s, 50 connexions, ${seconds} s par route`,
        );
        const loop = (l: LoopStats) =>
          `boucle p50 ${String(l.p50).padStart(6)} p99 ${String(l.p99).padStart(7)} max ${String(l.max).padStart(7)} ms  RSS ${l.rssMb} Mo (tas JS ${l.heapMb} Mo)`;
        console.log(`  ${"au repos".padEnd(28)} ${"".padStart(26)} ${loop(rest)}`);
        for (const { label, result, loop: l } of rows) {
          const http = result
            ? `${result.rps.toFixed(0).padStart(6)} req/s p99 ${String(result.p99).padStart(5)} ms`
            : "    délais dépassés           ";
          console.log(`  ${label.padEnd(28)} ${http}  ${loop(l)}`);
        }
      } finally {
        await server.stop();
      }
    }
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

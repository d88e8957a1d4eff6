import { type ChildProcess, execFile } from "node:child_process";
import { createRequire } from "node:module";
import { promisify } from "node:util";
import type { FastifyInstance } from "fastify";
import pg from "pg";

export type LoadResult = {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  /** What the issue asks of this route: a share of the floor route's req/s and a p99 bound (ms). */
  target?: { floor?: number; p99?: number };
  /**
   * The floor route's req/s measured just before this route (same run): on a shared machine whose load
   * drifts from one minute to the next, the ratio to the adjacent floor is the one that compares like
   * with like. Without it the route is compared with the run's floor.
   */
  floorRps?: number;
  /**
   * CPU time of this (the server's) process per answer, in µs, PostgreSQL's own not counted: unlike
   * req/s it hardly depends on what else the machine runs.
   */
  cpuUs?: number;
};

const run = promisify(execFile);
const AUTOCANNON_CLI = createRequire(import.meta.url).resolve("autocannon/autocannon.js");

/**
 * Runs autocannon against one URL for `seconds`, with `connections` concurrent clients, in its own
 * process: generating the load inside the server's process took CPU from the server and held the
 * bare baseline about 40 % low, which made every ratio look better than it is (issue 18).
 */
export async function load({
  label,
  url,
  headers = {},
  seconds = 5,
  connections = 20,
  body,
}: {
  label: string;
  url: string;
  headers?: Record<string, string>;
  seconds?: number;
  connections?: number;
  /** A JSON body: the request is then a POST. */
  body?: string;
}): Promise<LoadResult> {
  const args = [AUTOCANNON_CLI, "--json", "-d", String(seconds), "-c", String(connections)];
  const all = body === undefined ? headers : { "content-type": "application/json", ...headers };
  for (const [name, value] of Object.entries(all)) args.push("-H", `${name}=${value}`);
  if (body !== undefined) args.push("-m", "POST", "-b", body);
  args.push(url);
  const cpu = process.cpuUsage();
  const { stdout } = await run(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 });
  const used = process.cpuUsage(cpu);
  const result = JSON.parse(stdout.trim().split("\n").at(-1) ?? "{}") as {
    non2xx: number;
    errors: number;
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
  };
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${label}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return {
    label,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuUs: (used.user + used.system) / Math.max(1, result.requests.total),
  };
}

/**
 * Like `load`, but each connection cycles through `paths` (GET, on one server): a mixed load. Runs in its
 * own process too (bench/mixed-load.mjs). Errors and non-2xx answers are counted, not thrown: the
 * target of the mixed load is zero of them.
 */
export async function loadMixed({
  label,
  url,
  paths,
  headers = {},
  seconds = 5,
  connections = 200,
}: {
  label: string;
  url: string;
  /** A path is a GET; a write names its method and JSON body. */
  paths: (string | { method: "POST" | "PATCH"; path: string; body: string })[];
  headers?: Record<string, string>;
  seconds?: number;
  connections?: number;
}): Promise<LoadResult & { failures: number; failed: string }> {
  const script = new URL("./mixed-load.mjs", import.meta.url).pathname;
  const args = [script, JSON.stringify({ url, paths, headers, connections, seconds })];
  const cpu = process.cpuUsage();
  const { stdout } = await run(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 });
  const used = process.cpuUsage(cpu);
  const r = JSON.parse(stdout.trim().split("\n").at(-1) ?? "{}") as {
    statuses?: Record<string, number>;
    samples?: Record<string, string[]>;
    socketErrors?: Record<string, number>;
    non2xx: number;
    errors: number;
    timeouts: number;
    rps: number;
    total: number;
    p50: number;
    p99: number;
  };
  return {
    label,
    rps: r.rps,
    p50: r.p50,
    p99: r.p99,
    // autocannon counts a timeout in `errors` too: adding `timeouts` counted each one twice.
    failures: r.non2xx + r.errors,
    failed: failedReads(r),
    // The server runs in this process (operations, control-room-mix): its CPU per answer.
    cpuUs: (used.user + used.system) / Math.max(1, r.total ?? 0),
  };
}

/** What the failed requests of a mixed load were: statuses with a sample body, socket errors, timeouts. */
function failedReads(r: {
  statuses?: Record<string, number>;
  samples?: Record<string, string[]>;
  socketErrors?: Record<string, number>;
}): string {
  const parts = Object.entries(r.statuses ?? {})
    .filter(([status]) => !status.startsWith("2"))
    .map(([status, n]) => `${n} x ${status} ${JSON.stringify(r.samples?.[status]?.[0] ?? "")}`);
  for (const [error, n] of Object.entries(r.socketErrors ?? {})) parts.push(`${n} x ${error}`);
  return parts.join("; ") || "none";
}

export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("no address");
  return `http://127.0.0.1:${address.port}`;
}

/**
 * Prints each result next to the baseline measured in the same run and, when given, next to the floor
 * route (the same stack's cheapest authenticated read: one prepared primary-key lookup), with PASS or
 * MISS against the result's target when it has one.
 */
export function report(title: string, baseline: LoadResult, results: LoadResult[], floor?: LoadResult): void {
  console.log(`\n${title}`);
  const rows = floor ? [baseline, floor, ...results] : [baseline, ...results];
  for (const r of rows) {
    const vsBase = r === baseline ? "" : `  ${(r.rps / baseline.rps).toFixed(3)} x bare`;
    const ratio = floor ? r.rps / (r.floorRps ?? floor.rps) : 0;
    const paired = r.floorRps
      ? ` (adjacent floor ${r.floorRps.toFixed(0)}; ${(r.rps / (floor?.rps ?? 1)).toFixed(3)} x first)`
      : "";
    const vsFloor = floor && r !== baseline && r !== floor ? `  ${ratio.toFixed(3)} x floor${paired}` : "";
    const cpu = r.cpuUs ? `  cpu ${r.cpuUs.toFixed(0)} us/req` : "";
    console.log(
      `  ${r.label.padEnd(44)} ${r.rps.toFixed(0).padStart(7)} req/s  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(4)} ms${vsBase}${vsFloor}${cpu}${verdict(r, ratio)}`,
    );
  }
}

function verdict(r: LoadResult, ratio: number): string {
  if (!r.target) return "";
  const wanted: string[] = [];
  let ok = true;
  if (r.target.floor !== undefined) {
    wanted.push(`>= ${r.target.floor} x floor`);
    ok &&= ratio >= r.target.floor;
  }
  if (r.target.p99 !== undefined) {
    wanted.push(`p99 < ${r.target.p99} ms`);
    ok &&= r.p99 < r.target.p99;
  }
  return `  ${ok ? "PASS" : "MISS"} (${wanted.join(", ")})`;
}

/** `url` with its database name replaced. */
export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Runs one statement on the server's `postgres` database (create or drop a scratch database). */
export async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(url, "postgres") });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Registers a company on the enterprise plan and signs its administrator in: the bearer header. */
export async function benchAdmin(app: FastifyInstance, label: string): Promise<Record<string, string>> {
  const email = `bench.${label}.${Date.now()}@example.fr`;
  const password = "bench-motdepasse";
  await app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: {
      company: { name: "Bench", email, subscription: "enterprise" },
      admin: { name: "Bench", email, password },
    },
  });
  const login = await app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });
  return { authorization: `Bearer ${login.json().access_token}` };
}

/**
 * Waits for a server process started by a bench to answer `GET /api/health` (every 250 ms, `tries`
 * times: a first start creates the demo company, minutes on a loaded machine); kills it and throws
 * when it never does.
 */
export async function untilHealthy(child: ChildProcess, port: number, tries = 1_200): Promise<ChildProcess> {
  for (let i = 0; i < tries; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill();
  throw new Error("le serveur n'a pas démarré");
}

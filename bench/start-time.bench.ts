// Start time (issue 26, decision 063): from the command to the first answer of GET /api/health, on a
// data directory that already holds the demo company, with the built tree. Each way of starting is
// printed beside a baseline measured in the same run: `node` serving an empty HTTP server, the least any
// Node server can take on this machine at this minute. Target: `npm start` under 1.5 s on a quiet machine.
// This bench builds nothing: `npm run build` first.
//
// BENCH_START_RUNS (default 3): starts per way; the median is printed.
// BENCH_START_COMPARE: the path of another build's server.mjs to start in the same rounds (below).

import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const RUNS = Math.max(1, Number(process.env.BENCH_START_RUNS ?? 3));
const TARGET_MS = 1_500;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === "object" && address ? address.port : 0;
}

type Way = { label: string; command: string; args: string[]; target?: number };

const BASELINE = `require("node:http").createServer((q, s) => s.end("{}")).listen(process.env.PORT, "127.0.0.1")`;

const WAYS: Way[] = [
  { label: "référence : node, serveur HTTP vide", command: process.execPath, args: ["-e", BASELINE] },
  {
    label: "`npm start` (vérifie les builds, puis l'API compilée)",
    command: "npm",
    args: ["start"],
    target: TARGET_MS,
  },
  {
    label: "`node apps/api/dist/server.mjs` (systemd)",
    command: process.execPath,
    args: ["apps/api/dist/server.mjs"],
  },
  // BENCH_START_COMPARE=apps/api/dist-before/server.mjs: another build of the API (copied inside the
  // tree, so that it finds node_modules), started in the same rounds: a change measured against the
  // build before it, under the same load.
  ...(process.env.BENCH_START_COMPARE
    ? [
        {
          label: `\`node ${process.env.BENCH_START_COMPARE}\` (build comparé)`,
          command: process.execPath,
          args: [process.env.BENCH_START_COMPARE],
        },
      ]
    : []),
  {
    label: "avant : `node --import tsx apps/api/src/server.ts`",
    command: process.execPath,
    args: ["--import", "tsx", "apps/api/src/server.ts"],
  },
];

/** Milliseconds from the spawn to the first 200 of /api/health; the process is then stopped. */
async function timeToFirstAnswer(way: Way, dataDir: string, timeoutMs = 60_000): Promise<number> {
  const port = await freePort();
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const started = performance.now();
  const child = spawn(way.command, way.args, {
    cwd: root,
    env: {
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      HTS_CAMERA_SIM: "0",
    },
    stdio: ["ignore", "ignore", "inherit"],
    // npm start runs node under npm's shell: the group is stopped as a whole.
    detached: true,
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${way.label} : arrêté (code ${child.exitCode})`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return performance.now() - started;
      if (performance.now() - started > timeoutMs)
        throw new Error(`${way.label} : pas de réponse en ${ms(timeoutMs)}`);
      await new Promise((r) => setTimeout(r, 5));
    }
  } finally {
    await stopGroup(child);
  }
}

/** Stops the process group; a server that already ended (its group gone) has nothing left to stop. */
async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ESRCH") return;
    throw error;
  }
  await exited;
  // `npm start` ends before the server it started, which may still be closing its database: the next
  // start would find the data directory locked. Wait for the whole group to be gone.
  for (;;) {
    try {
      process.kill(-child.pid, 0);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function benchStartTime(): Promise<void> {
  if (!fs.existsSync(path.join(root, "apps/api/dist/server.mjs"))) {
    throw new Error("API non compilée : lancez `npm run build` d'abord (ce banc ne construit rien).");
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hts-start-bench-"));
  try {
    // The existing data: a first start creates the database and the demo company (not measured).
    const first = await timeToFirstAnswer(WAYS[2] as Way, dataDir, 600_000);
    console.log(
      `\nDémarrage (données existantes : société de démonstration ; création non mesurée, ${ms(first)})`,
    );
    console.log(
      `${RUNS} démarrages par façon, médiane ; cible de \`npm start\` : < ${TARGET_MS} ms (machine au calme)\n`,
    );
    console.log("| Façon de démarrer | médiane | min – max | − référence | cible |");
    console.log("|---|---:|---:|---:|---|");
    let baseline = 0;
    // Interleaved rounds: a change of the machine's load hits every way alike.
    const times = new Map<Way, number[]>(WAYS.map((w) => [w, []]));
    for (let run = 0; run < RUNS; run++) {
      for (const way of WAYS) times.get(way)?.push(await timeToFirstAnswer(way, dataDir));
    }
    for (const way of WAYS) {
      const values = times.get(way) ?? [];
      const m = median(values);
      if (way === WAYS[0]) baseline = m;
      const verdict = way.target ? (m < way.target ? "PASS" : "MISS") : "";
      const over = way === WAYS[0] ? "—" : `+${ms(m - baseline)}`;
      console.log(
        `| ${way.label} | ${ms(m)} | ${ms(Math.min(...values))} – ${ms(Math.max(...values))} | ${over} | ${verdict} |`,
      );
    }
    console.log(`\nCharge moyenne de la machine pendant la mesure : ${os.loadavg()[0]?.toFixed(1)}`);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function ms(value: number): string {
  return `${Math.round(value).toLocaleString("fr-FR")} ms`;
}

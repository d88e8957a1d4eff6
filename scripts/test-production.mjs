// `npm run test:production` (decision 063): what an operator does, checked end to end. A fresh clone of
// HEAD in a temporary folder, `npm ci`, `npm run build`, `npm prune --omit=dev`; then, with no
// devDependency left (no tsx, esbuild or vite), `npm start` on an empty data directory must answer
// without building anything, the compiled document worker must render a file, and `npm run backup`
// must work. Everything it made is removed at the end, whatever happened.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const work = fs.mkdtempSync(path.join(os.tmpdir(), "hts-production-"));
const checkout = path.join(work, "hts");
const dataDir = path.join(work, "data");
let server = null;

function step(title) {
  console.log(`\n== ${title}`);
}

function run(command, args, options = {}) {
  execFileSync(command, args, { cwd: checkout, stdio: "inherit", ...options });
}

function check(condition, message) {
  if (!condition) throw new Error(`ÉCHEC : ${message}`);
  console.log(`ok : ${message}`);
}

/** This environment without DATABASE_URL: the production start runs on the embedded database. */
function embeddedEnv() {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  return env;
}

async function freePort() {
  const probe = net.createServer();
  await new Promise((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function waitForAnswer(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) return null;
    const response = await fetch(url).catch(() => null);
    if (response) return response;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return null;
}

async function main() {
  step(`clone de HEAD dans ${checkout}`);
  run("git", ["clone", "--quiet", "--no-hardlinks", repoRoot, checkout], { cwd: work });

  step("npm ci");
  run("npm", ["ci", "--no-audit", "--no-fund", "--prefer-offline"]);

  step("npm run build");
  run("npm", ["run", "build"]);
  check(
    fs.existsSync(path.join(checkout, "apps/api/dist/server.mjs")),
    "API compilée (apps/api/dist/server.mjs)",
  );
  check(fs.existsSync(path.join(checkout, "apps/web/dist/index.html")), "application web construite");

  step("npm prune --omit=dev");
  run("npm", ["prune", "--omit=dev", "--no-audit", "--no-fund"]);
  for (const tool of ["tsx", "esbuild", "vite"]) {
    check(!fs.existsSync(path.join(checkout, "node_modules", tool)), `${tool} absent après le prune`);
  }

  step("npm start sur un DATA_DIR vide, sans dépendances de développement");
  const port = await freePort();
  let output = "";
  server = spawn("npm", ["start"], {
    cwd: checkout,
    env: {
      ...embeddedEnv(),
      DATA_DIR: dataDir,
      HTS_DEMO: "0",
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  server.stdout.on("data", (chunk) => (output += chunk));
  server.stderr.on("data", (chunk) => (output += chunk));
  const base = `http://127.0.0.1:${port}`;
  const health = await waitForAnswer(`${base}/api/health`, server, 300_000);
  if (!health) console.log(output);
  check(health?.status === 200, "GET /api/health répond 200");
  const ready = await fetch(`${base}/api/health/ready`);
  check(ready.status === 200, "GET /api/health/ready répond 200 (base ouverte, migrations appliquées)");
  const page = await fetch(`${base}/`);
  check(
    page.status === 200 && (await page.text()).includes('<div id="root"'),
    "GET / sert l'application web",
  );
  check(!output.includes("Construction de"), "rien n'est reconstruit au démarrage (builds à jour)");

  step("le thread de documents compilé produit un fichier");
  const render = `
    import { Piscina } from "piscina";
    const pool = new Piscina({ filename: new URL("./apps/api/dist/document-worker.mjs", "file://${checkout}/").href });
    const renderer = { file: new URL("./apps/api/dist/payroll-variables-xlsx.mjs", "file://${checkout}/").href, name: "renderVariablesXlsx" };
    const file = await pool.run({ kind: "payroll-variables-xlsx", renderer, doc: { sheet: "S", columns: [{ code: "A", title: "A", kind: "text" }], rows: [["x"]] } });
    await pool.destroy();
    process.stdout.write(Buffer.from(file).subarray(0, 2).toString());`;
  const magic = execFileSync(process.execPath, ["--input-type=module", "-e", render], {
    cwd: path.join(checkout, "apps/api"),
  }).toString();
  check(magic === "PK", "classeur Excel rendu par dist/document-worker.mjs");

  step("le thread de planification compilé résout avec HiGHS (WebAssembly)");
  const planned = execFileSync(
    process.execPath,
    ["--input-type=module", "-e", scheduleWorkerCheck(checkout)],
    {
      cwd: path.join(checkout, "apps/api"),
    },
  ).toString();
  check(planned === "highs:1", "une nuit proposée par dist/schedule-worker.mjs (HiGHS chargé sans tsx)");

  await stopServer();

  step("npm run backup sur l'installation de production");
  const backupFile = path.join(work, "instance.tar.gz");
  run("npm", ["run", "backup", "--", backupFile], {
    env: { ...embeddedEnv(), DATA_DIR: dataDir },
  });
  check(fs.statSync(backupFile).size > 0, "sauvegarde d'instance écrite");
}

/**
 * A one-night instance given to the compiled scheduling worker (decision 110): it must load highs and
 * its .wasm from the production node_modules and answer one proposal. Prints "highs:<count>".
 */
function scheduleWorkerCheck(root) {
  return `
    import { Worker } from "node:worker_threads";
    const post = { id: "p", site_id: "s", name: "Nuit", start_time: "19:00", end_time: "07:00",
      required: { weekday: 1, saturday: 1, sunday: 1, holiday: 1 }, date_counts: [], qualifications: [],
      valid_from: null, valid_to: null, missing_cost: 1000, extra_cost: 50 };
    const instance = { posts: [post], agents: [{ id: "a", name: "A" }], sites: [{ id: "s", name: "S" }],
      existing: [], dates: ["2026-03-02"] };
    const worker = new Worker(new URL("./apps/api/dist/schedule-worker.mjs", "file://${root}/"), { execArgv: [],
      workerData: { instance, engine: "highs", seed: 1, budgetMs: 20000, stop: new SharedArrayBuffer(4) } });
    const answer = await new Promise((resolve, reject) => {
      worker.on("message", (m) => { if (m.type === "done") resolve(m.result); if (m.type === "error") reject(new Error(m.message)); });
      worker.on("error", reject);
    });
    await worker.terminate();
    process.stdout.write("highs:" + answer.proposed.length);`;
}

async function stopServer() {
  // A server stopped by a signal keeps exitCode null (signalCode is set instead): without this check the
  // second call (from `finally`) waited for an exit that had already happened.
  if (!server) return;
  if (server.exitCode !== null || server.signalCode !== null) {
    signalGroup("SIGKILL"); // whatever the leader left behind in its group
    return;
  }
  const exited = new Promise((resolve) => server.once("exit", resolve));
  signalGroup("SIGTERM");
  const timer = setTimeout(() => signalGroup("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Signals the server's process group; a group already gone (ESRCH) is what we wanted. */
function signalGroup(signal) {
  try {
    process.kill(-server.pid, signal);
  } catch (error) {
    if (error?.code !== "ESRCH") throw error;
  }
}

try {
  await main();
  console.log("\nTest de production : réussi.");
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await stopServer().catch(() => {});
  fs.rmSync(work, { recursive: true, force: true });
}

// First useful paint of every screen (issue 29): the real server (`npm start`'s, with the demo company,
// simulated cameras off to spare the machine) on a scratch embedded database, each screen opened in
// Debian's Chromium by the demo administrator, timed from navigation start to the moment its title is
// shown and no skeleton card or spinner is left in the page (the dashboard's health dot pulses for ever:
// skeletons are the rounded pulsing blocks). The baseline, measured the same way in the same
// run: a static HTML page with a title, served from loopback. Median of BENCH_SCREENS_RUNS (default 3)
// loads each. This bench builds nothing: `npm run build` first.

import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { chromium, type Page } from "playwright-core";
import { untilHealthy } from "./support.ts";

const root = path.resolve(import.meta.dirname, "..");
const CHROMIUM = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const RUNS = Math.max(1, Number(process.env.BENCH_SCREENS_RUNS ?? 3));
const SCREENS = [
  "/dashboard",
  "/dashboard/sites",
  "/dashboard/cameras",
  "/dashboard/alarms",
  "/dashboard/access",
  "/dashboard/radio",
  "/dashboard/field",
  "/dashboard/planning",
  "/dashboard/planning-pro",
  "/dashboard/planning-advanced",
  "/dashboard/timesheets",
  "/dashboard/salary-calculator",
  "/dashboard/post-orders",
  "/dashboard/security-reports",
  "/dashboard/reports",
  "/dashboard/ai-insights",
  "/dashboard/settings",
  "/dashboard/my-badge",
];

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === "object" && address ? address.port : 0;
}

async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const child = spawn(process.execPath, ["dist/server.mjs"], {
    cwd: path.join(root, "apps/api"),
    env: {
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      HTS_DEMO: "1",
      HTS_CAMERA_SIM: "0",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  return untilHealthy(child, port, 600);
}

/** A static page of the same shape as a screen's first paint: a title and a paragraph. */
async function staticPage(): Promise<{ url: string; close: () => void }> {
  const html =
    '<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Base</title></head><body><main><h1>Page statique</h1><p>Référence du banc.</p></main></body></html>';
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() };
}

/** Milliseconds from navigation start to a title shown with nothing left loading. */
async function firstUsefulPaint(page: Page, url: string): Promise<number> {
  await page.goto(url, { waitUntil: "commit" });
  // A function run in the page (the app's CSP forbids strings); typed by hand: no DOM types here.
  type TElement = { getBoundingClientRect(): { height: number } };
  type TDocument = { querySelector(selector: string): TElement | null };
  const handle = await page.waitForFunction(
    () => {
      const doc = (globalThis as unknown as { document: TDocument }).document;
      const title = doc.querySelector("h1");
      const loading = doc.querySelector(".animate-pulse.rounded-lg, .animate-spin");
      return title && title.getBoundingClientRect().height > 0 && !loading ? performance.now() : false;
    },
    undefined,
    { polling: "raf", timeout: 30_000 },
  );
  return Number(await handle.jsonValue());
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function benchScreens(): Promise<void> {
  if (!fs.existsSync(path.join(root, "apps/api/dist/server.mjs")))
    throw new Error("Écrans : lancez d'abord `npm run build` (ce banc ne construit rien).");
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hts-bench-screens-"));
  const server = await startServer(port, dataDir);
  const baseline = await staticPage();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox"] });
  try {
    const context = await browser.newContext({
      baseURL: `http://127.0.0.1:${port}`,
      locale: "fr-FR",
      viewport: { width: 1440, height: 900 },
    });
    const page = await context.newPage();
    await page.goto("/login");
    await page.getByLabel(/^E-mail/).fill("admin@demo-hts.fr");
    await page.getByLabel(/^Mot de passe/).fill("Demo-HTS-2026");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await page.waitForURL(/\/dashboard$/, { timeout: 60_000 });
    const base: number[] = [];
    for (let i = 0; i < RUNS; i++) base.push(await firstUsefulPaint(page, baseline.url));
    console.log(`Écrans : premier affichage utile (médiane de ${RUNS}), Chromium 1440 px, démonstration`);
    console.log(`  ${"page statique (référence)".padEnd(34)} ${median(base).toFixed(0).padStart(6)} ms`);
    for (const screen of SCREENS) {
      const times: number[] = [];
      try {
        for (let i = 0; i < RUNS; i++) times.push(await firstUsefulPaint(page, screen));
      } catch {
        console.log(`  ${screen.padEnd(34)}  pas d'affichage utile en 30 s`);
        continue;
      }
      const ms = median(times);
      console.log(`  ${screen.padEnd(34)} ${ms.toFixed(0).padStart(6)} ms${ms > 1000 ? "  (> 1 s)" : ""}`);
    }
  } finally {
    await browser.close();
    baseline.close();
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchScreens();

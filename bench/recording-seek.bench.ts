// Seek in a day of recording (issue 30: "seek to any point of the last 24 h and first frame shown in under
// 1.5 s"). The real server (`npm start`'s, demo company, simulated cameras off) on a scratch DATA_DIR and
// the production web build; one of the demo's cameras that does not record gets 24 h of 10 s segments
// (RECORDING_SEGMENT_SECONDS' default) in the segment store's own layout and names. The media is real:
// ONE segment made by ffmpeg (testsrc2, H.264 1280x720 25 fps at 2 Mbit/s, a keyframe every 2 s, in the
// fragmented MP4 the recorder writes), hard-linked under the 8,640 names of the day: each segment's
// timestamps start at 0 (the recorder's `-reset_timestamps 1`) and the player seeks inside the segment
// by its offset from the name's start, so one file serves every name.
//
// In Debian's Chromium, the demo's manager opens the camera's playback, shows the last 24 h and clicks
// the timeline at BENCH_SEEKS points (10 by default: the oldest hour, the last minute, the rest at
// random). Each seek is timed in the page, from the click to the first frame of the new position
// presented (`requestVideoFrameCallback` after the new source's metadata, whose media time is the
// position asked). Baseline, same page, same run: the same steps (fetch as a blob, seek, first frame)
// on one static MP4, the same file, served by the same server as a file of the web build.
// This bench builds nothing: `npm run build` first.

import { type ChildProcess, execFile, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { chromium, type Page } from "playwright-core";
import { segmentName } from "../apps/api/src/modules/cameras/recording/segment-store.ts";
import { untilHealthy } from "./support.ts";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "..");
const CHROMIUM = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const SEEKS = Math.max(2, Number(process.env.BENCH_SEEKS ?? 10));
const SEGMENT_MS = 10_000;
const DAY_MS = 86_400_000;
const TARGET_MS = 1_500;
const PASSWORD = "Demo-HTS-2026";

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === "object" && address ? address.port : 0;
}

async function startServer(
  port: number,
  simPort: number,
  dataDir: string,
  webDist: string,
): Promise<ChildProcess> {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const child = spawn(process.execPath, ["dist/server.mjs"], {
    cwd: path.join(root, "apps/api"),
    env: {
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      HTS_DEMO: "1",
      // The simulator on (its own port): the list opens only a camera that is online.
      HTS_CAMERA_SIM: "1",
      CAMERA_SIM_PORT: String(simPort),
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  return untilHealthy(child, port, 1_200);
}

/** One 10 s segment as the recorder writes it (recording-args.ts): H.264 in standalone fragmented MP4. */
async function makeSegment(file: string): Promise<void> {
  await run("ffmpeg", [
    ...["-v", "error", "-y", "-f", "lavfi", "-i", "testsrc2=size=1280x720:rate=25"],
    ...[
      "-t",
      String(SEGMENT_MS / 1000),
      "-an",
      "-c:v",
      "libx264",
      "-preset",
      "veryfast",
      "-pix_fmt",
      "yuv420p",
    ],
    ...[
      "-b:v",
      "2M",
      "-maxrate",
      "2M",
      "-bufsize",
      "4M",
      "-g",
      "50",
      "-keyint_min",
      "50",
      "-sc_threshold",
      "0",
    ],
    ...["-f", "mp4", "-movflags", "+frag_keyframe+empty_moov+default_base_moof", file],
  ]);
}

async function api<T>(base: string, url: string, token?: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${base}${url}`, {
    ...init,
    headers: {
      "content-type": "application/json",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(init.headers as Record<string, string> | undefined),
    },
  });
  if (!response.ok)
    throw new Error(`${init.method ?? "GET"} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const login = (base: string, email: string) =>
  api<{ access_token: string; user: { company_id: string } }>(base, "/api/auth/login", undefined, {
    method: "POST",
    body: JSON.stringify({ email, password: PASSWORD }),
  });

// Functions run in the page (the app's CSP forbids strings), typed by hand: no DOM types in the bench.
type TVideo = {
  currentTime: number;
  src: string;
  muted: boolean;
  addEventListener(type: string, listener: () => void): void;
  requestVideoFrameCallback(callback: (now: number, meta: { mediaTime: number }) => void): number;
  play(): Promise<void>;
  onloadedmetadata: (() => void) | null;
};
type TProbe = { t0: number; shown: number | null; mediaTime: number };
type TWindow = {
  __seek?: TProbe;
  document: { querySelector(s: string): unknown; createElement(s: string): unknown };
  addEventListener(type: string, listener: () => void, options: object): void;
};

/**
 * Hooks the player's video once: after each new source's metadata, the first frame presented at the
 * position the player asked (its handler sets `currentTime` right after this listener; a frame whose
 * media time is not that position, the source's first before the seek, is not counted).
 */
async function instrument(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = globalThis as unknown as TWindow;
    const video = w.document.querySelector('[data-testid="playback-video"]') as TVideo;
    video.addEventListener("loadedmetadata", () => {
      const probe = w.__seek;
      if (!probe) return;
      const frame = () =>
        video.requestVideoFrameCallback((now, meta) => {
          if (Math.abs(meta.mediaTime - video.currentTime) > 0.5) return void frame();
          probe.shown = now;
          probe.mediaTime = meta.mediaTime;
        });
      frame();
    });
  });
}

/**
 * Clicks the timeline at `at` (epoch ms): the milliseconds from the click to the first frame there, and
 * the position in the segment (s) the player sought to.
 */
async function seekAt(page: Page, at: number, window: { from: number; to: number }) {
  const box = await page.getByTestId("recording-timeline").boundingBox();
  if (!box) throw new Error("frise absente");
  const x = box.x + ((at - window.from) / (window.to - window.from)) * box.width;
  // t0 is taken in the page by a capture listener on the window: before the player's click handler.
  await page.evaluate(() => {
    const w = globalThis as unknown as TWindow;
    const start = () => {
      w.__seek = { t0: performance.now(), shown: null, mediaTime: 0 };
    };
    w.addEventListener("click", start, { capture: true, once: true });
  });
  await page.mouse.click(x, box.y + box.height / 2);
  const handle = await page.waitForFunction(
    () => {
      const probe = (globalThis as unknown as TWindow).__seek;
      return probe?.shown ? [probe.shown - probe.t0, probe.mediaTime] : false;
    },
    undefined,
    { polling: 50, timeout: 30_000 },
  );
  const [ms, mediaTime] = (await handle.jsonValue()) as [number, number];
  return { ms, mediaTime };
}

/** What the player's video and the probe were at a seek that showed nothing (BENCH_DEBUG=1). */
function diagnose(page: Page): Promise<unknown> {
  return page.evaluate(() => {
    const w = globalThis as unknown as TWindow;
    const v = w.document.querySelector('[data-testid="playback-video"]') as Record<string, unknown>;
    const box = (v as unknown as { getBoundingClientRect(): unknown }).getBoundingClientRect();
    const { src, readyState, currentTime, paused, error, networkState } = v;
    return { src, readyState, currentTime, paused, error, networkState, box, probe: w.__seek };
  });
}

/** The baseline: the player's steps on one static MP4 of the same server (fetch, blob, seek, frame). */
async function staticSeek(page: Page, url: string, wantedS: number): Promise<number> {
  return page.evaluate(
    async ({ url, wantedS }) => {
      const w = globalThis as unknown as TWindow;
      // In the page and on screen, over the dialog, as the player's is: a video outside the document or
      // off screen presents no frame.
      const video = w.document.createElement("video") as TVideo & {
        remove(): void;
        style: { cssText: string };
      };
      video.muted = true;
      video.style.cssText = "position:fixed;top:0;left:0;width:640px;height:360px;z-index:2147483647";
      (w.document as unknown as { body: { append(n: unknown): void } }).body.append(video);
      const t0 = performance.now();
      const blob = await (await fetch(url, { cache: "no-store" })).blob();
      video.src = URL.createObjectURL(blob);
      return new Promise<number>((resolve) => {
        setTimeout(() => resolve(Number.POSITIVE_INFINITY), 30_000); // no frame in 30 s: a miss
        video.onloadedmetadata = () => {
          video.currentTime = wantedS;
          void video.play().catch(() => {});
          const frame = () =>
            video.requestVideoFrameCallback((now, meta) => {
              if (Math.abs(meta.mediaTime - wantedS) > 0.5) return void frame();
              URL.revokeObjectURL(video.src);
              video.remove();
              resolve(now - t0);
            });
          frame();
        };
      });
    },
    { url, wantedS },
  );
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function benchRecordingSeek(): Promise<void> {
  const webBuild = path.join(root, "apps/web/dist");
  if (!fs.existsSync(path.join(root, "apps/api/dist/server.mjs")) || !fs.existsSync(webBuild))
    throw new Error("Relecture : lancez d'abord `npm run build` (ce banc ne construit rien).");
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "hts-bench-seek-"));
  try {
    await seekInADay(scratch, webBuild);
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

async function seekInADay(scratch: string, webBuild: string): Promise<void> {
  const dataDir = path.join(scratch, "data");
  const webDist = path.join(scratch, "web");
  const segment = path.join(scratch, "segment.mp4");
  const made = performance.now();
  await makeSegment(segment);
  const makeMs = performance.now() - made;
  // The web build as it is, plus the baseline's MP4 (hard links: nothing copied).
  await run("cp", ["-al", webBuild, webDist]);
  fs.linkSync(segment, path.join(webDist, "bench-seek.mp4"));
  fs.mkdirSync(dataDir);

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const server = await startServer(port, await freePort(), dataDir, webDist);
  const startMs = performance.now() - started;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  try {
    const admin = await login(base, "admin@demo-hts.fr");
    const cameras = await api<{ id: string; name: string; recordingMode: string }[]>(
      base,
      "/api/cameras",
      admin.access_token,
    );
    // A demo camera (the list opens it once the simulator's stream is up), set not to record: neither its
    // recorder nor the demo's 50 MB quota must touch the day laid out below.
    const camera = cameras.find((c) => c.recordingMode === "continuous") ?? cameras[0];
    if (!camera) throw new Error("aucune caméra de démonstration");
    await api(base, `/api/cameras/${camera.id}`, admin.access_token, {
      method: "PATCH",
      body: JSON.stringify({ recordingMode: "off" }),
    });
    await api(base, `/api/recording-storage/cameras/${camera.id}`, admin.access_token, {
      method: "PUT",
      body: JSON.stringify({ retentionDays: 2, quotaMb: null }),
    });
    const dir = path.join(dataDir, "recordings", admin.user.company_id, camera.id);
    await new Promise((r) => setTimeout(r, 6_000)); // the supervisor's next check stops its recorder
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    const now = Math.floor(Date.now() / SEGMENT_MS) * SEGMENT_MS;
    const first = now - DAY_MS;
    for (let start = first; start < now; start += SEGMENT_MS)
      fs.linkSync(segment, path.join(dir, segmentName(start, start + SEGMENT_MS, false)));
    const count = DAY_MS / SEGMENT_MS;
    const bytes = fs.statSync(segment).size;

    // The day's listing as the player asks it, timed from here (server and JSON, no browser).
    const manager = await login(base, "responsable@demo-hts.fr");
    const listing: number[] = [];
    let payload = 0;
    for (let i = 0; i < 3; i++) {
      const t = performance.now();
      const response = await fetch(
        `${base}/api/cameras/${camera.id}/recordings?from=${new Date(Date.now() - DAY_MS).toISOString()}&to=${new Date().toISOString()}`,
        { headers: { authorization: `Bearer ${manager.access_token}`, "accept-encoding": "gzip, br" } },
      );
      const body = await response.arrayBuffer();
      listing.push(performance.now() - t);
      payload = body.byteLength;
    }
    const segmentTimes: number[] = [];
    for (let i = 0; i < 3; i++) {
      const file = segmentName(first + i * 997 * SEGMENT_MS, first + (i * 997 + 1) * SEGMENT_MS, false);
      const t = performance.now();
      await (
        await fetch(`${base}/api/cameras/${camera.id}/recordings/${file}`, {
          headers: { authorization: `Bearer ${manager.access_token}` },
        })
      ).arrayBuffer();
      segmentTimes.push(performance.now() - t);
    }

    const context = await browser.newContext({
      baseURL: base,
      locale: "fr-FR",
      // Tall enough for the timeline and the video to be on screen together (an off-screen video may
      // present no frame).
      viewport: { width: 1440, height: 2000 },
    });
    // tsx keeps functions' names with a `__name` helper that the page does not have: the functions this
    // bench runs in the page would throw at their first named inner function.
    await context.addInitScript(() => {
      (globalThis as unknown as { __name: (f: unknown) => unknown }).__name = (f) => f;
    });
    const page = await context.newPage();
    await page.goto("/login");
    await page.getByLabel(/^E-mail/).fill("responsable@demo-hts.fr");
    await page.getByLabel(/^Mot de passe/).fill(PASSWORD);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await page.waitForURL(/\/dashboard$/, { timeout: 120_000 });
    await page.goto("/dashboard/cameras");
    const row = page.getByTestId("camera-row").filter({ hasText: camera.name }).first();
    await row.getByRole("button", { name: /^Voir / }).click({ timeout: 180_000 });
    const player = page.getByRole("dialog").getByRole("region", { name: /^Relecture/ });
    const opened = performance.now();
    await player.getByLabel("Période").selectOption("24");
    const window = { to: Date.now(), from: Date.now() - DAY_MS };
    await player.getByTestId("recording-timeline").waitFor({ timeout: 60_000 });
    const dayShownMs = performance.now() - opened;
    // The player at the top of the screen: its timeline to click and its video presenting frames.
    await player.evaluate((element) =>
      (element as unknown as { scrollIntoView(o: object): void }).scrollIntoView({ block: "start" }),
    );
    await instrument(page);

    // The oldest hour, the last minute, the rest at random in the day. A pixel of the timeline is about a
    // minute and a half of the day: the instant a click resolves to is within that of the one aimed at.
    const points = [first + 20 * 60_000, now - 50_000];
    while (points.length < SEEKS) points.push(first + Math.floor(Math.random() * (DAY_MS - 60_000)));
    const seeks: { at: number; ms: number }[] = [];
    const baseline: number[] = [];
    for (const at of points) {
      const seen = await seekAt(page, at, window).catch((error: unknown) => {
        if (process.env.BENCH_DEBUG) console.log(String(error));
        return null;
      });
      if (!seen) {
        if (process.env.BENCH_DEBUG) console.log(await diagnose(page));
        seeks.push({ at, ms: Number.POSITIVE_INFINITY }); // no frame within 30 s: a miss, not a crash
        continue;
      }
      const { ms, mediaTime } = seen;
      seeks.push({ at, ms });
      // The baseline seeks the same file to the same position, right after: same load, same decoding.
      baseline.push(await staticSeek(page, "/bench-seek.mp4", mediaTime));
    }
    await context.close();

    const times = seeks.map((s) => s.ms);
    const worst = Math.max(...times);
    const load = os.loadavg().map((l) => l.toFixed(1));
    console.log(
      `\nRelecture : saut dans 24 h d'enregistrement (${count} segments de 10 s, ${(bytes / 1048576).toFixed(1)} Mio chacun, H.264 1280x720 25 i/s 2 Mbit/s)`,
    );
    console.log(
      `  charge moyenne ${load.join(" / ")} (1, 5, 15 min) ; segment fait en ${makeMs.toFixed(0)} ms ; serveur prêt en ${startMs.toFixed(0)} ms`,
    );
    console.log(
      `  liste du jour (GET /recordings, 24 h) : ${listing.map((t) => t.toFixed(0)).join(" / ")} ms, ${(payload / 1024).toFixed(0)} Kio`,
    );
    console.log(`  un segment (GET, 2,5 Mio) : ${segmentTimes.map((t) => t.toFixed(0)).join(" / ")} ms`);
    console.log(`  période « 24 heures » choisie -> frise affichée : ${dayShownMs.toFixed(0)} ms`);
    console.log(
      `  ${"référence : MP4 statique, même serveur".padEnd(44)} médiane ${median(baseline).toFixed(0).padStart(5)} ms  max ${Math.max(
        ...baseline,
      )
        .toFixed(0)
        .padStart(5)} ms`,
    );
    console.log(
      `  ${`clic sur la frise -> première image (${seeks.length})`.padEnd(44)} médiane ${median(times).toFixed(0).padStart(5)} ms  max ${worst.toFixed(0).padStart(5)} ms  ${worst < TARGET_MS ? "PASS" : "MISS"} (< ${TARGET_MS} ms)`,
    );
    for (const s of seeks)
      console.log(
        `    ${new Date(s.at).toISOString().slice(0, 19)}Z (il y a ${((now - s.at) / 3600_000).toFixed(2)} h)  ${s.ms.toFixed(0).padStart(5)} ms`,
      );
  } finally {
    await browser.close();
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchRecordingSeek();

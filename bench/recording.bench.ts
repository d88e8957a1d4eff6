// Camera recording (issue 30, decisions 100 and 114): N cameras of the simulator recorded by the
// server's own recorder (one `ffmpeg -c copy` per camera writing fMP4 segments, parts named by the Node
// side as ffmpeg closes them), for 1, 4 and 16 cameras. Printed per camera: CPU of the copying ffmpeg
// and of the Node process that runs the recorders (the RTSP guards relaying each camera, the segment
// list read, the renames), the write rate, and the event loop's p99 delay; beside a baseline measured
// in the same run: one bare `ffmpeg -c copy -f null` reading the same stream and writing nothing.
// What the leader's supervisor adds on top (a database read every 5 s, retention once a minute) is
// not in these figures.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { CameraRecorder } from "../apps/api/src/modules/cameras/recording/camera-recorder.ts";
import { finishPart } from "../apps/api/src/modules/cameras/recording/segment-store.ts";
import { startCameraSimulator } from "../apps/api/src/modules/cameras/simulator/camera-simulator.ts";
import { openCameraInput } from "../apps/api/src/modules/cameras/video/camera-input.ts";
import { checkSource } from "../apps/api/src/modules/cameras/video/camera-source.ts";

const TICK = 100; // clock ticks per second on Linux
const MEASURE_S = Number(process.env.BENCH_RECORDING_SECONDS ?? 10);
const COUNTS = (process.env.BENCH_RECORDING_CAMERAS ?? "1,4,16").split(",").map(Number);
/** Each simulated camera's rate in kbit/s: a real 720p camera's by default; 0 for the flat test pattern. */
const BITRATE_KBPS = Number(process.env.BENCH_RECORDING_KBPS ?? 2000);
const SEGMENT_S = 2;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === "object" && address ? address.port : 0;
}

/** This process's ffmpeg children whose command line contains `marker`. */
function ffmpegChildren(marker: string): number[] {
  const found: number[] = [];
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid !== process.pid) continue;
      if (fs.readFileSync(`/proc/${entry}/cmdline`, "utf8").includes(marker)) found.push(Number(entry));
    } catch {
      // gone
    }
  }
  return found;
}

function cpuSeconds(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ");
      ticks += Number(fields?.[11]) + Number(fields?.[12]);
    } catch {
      // gone
    }
  }
  return ticks / TICK;
}

function dirBytes(dir: string): number {
  let total = 0;
  for (const name of fs.readdirSync(dir, { recursive: true }) as string[]) {
    try {
      const s = fs.statSync(path.join(dir, name));
      if (s.isFile()) total += s.size;
    } catch {
      // renamed meanwhile
    }
  }
  return total;
}

type Sample = { ffmpegPct: number; nodePct: number; bytesPerS: number; p99Ms: number };

/** CPU of the `marker` ffmpeg processes and of this process, bytes written under `dir`, over `seconds`. */
async function measure(marker: string, dir: string | null, seconds: number): Promise<Sample> {
  const pids = ffmpegChildren(marker);
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const ffStart = cpuSeconds(pids);
  const nodeStart = process.cpuUsage();
  const bytesStart = dir ? dirBytes(dir) : 0;
  const started = performance.now();
  await new Promise((r) => setTimeout(r, seconds * 1000));
  const elapsed = (performance.now() - started) / 1000;
  const node = process.cpuUsage(nodeStart);
  loop.disable();
  return {
    ffmpegPct: ((cpuSeconds(pids) - ffStart) / elapsed) * 100,
    nodePct: ((node.user + node.system) / 1e6 / elapsed) * 100,
    bytesPerS: dir ? (dirBytes(dir) - bytesStart) / elapsed : 0,
    p99Ms: loop.percentile(99) / 1e6,
  };
}

/** One ffmpeg reading the camera through the same guarded input as a recorder, writing nothing. */
async function baseline(url: string): Promise<Sample> {
  const source = await checkSource({ url, allowedNetworks: ["127.0.0.1/32"] });
  if ("failure" in source) throw new Error(`source refusée : ${source.failure}`);
  const opened = await openCameraInput({ source: source.source, timeoutMs: 10_000 });
  if ("failure" in opened) throw new Error(`caméra injoignable : ${opened.failure}`);
  const child: ChildProcess = spawn(
    "ffmpeg",
    ["-nostdin", "-v", "error", ...opened.input.args, "-map", "0:v:0", "-c", "copy", "-f", "null", "-"],
    { stdio: "ignore" },
  );
  const exited = new Promise((r) => child.once("exit", r));
  try {
    await new Promise((r) => setTimeout(r, 3000));
    if (child.exitCode !== null) throw new Error("la référence ffmpeg s'est arrêtée");
    return await measure("-f\0null", null, MEASURE_S);
  } finally {
    child.kill("SIGINT");
    await exited;
    opened.input.close();
  }
}

async function record(urls: string[], root: string): Promise<Sample & { segments: number }> {
  let segments = 0;
  const recorders = urls.map((url, i) => {
    const dir = path.join(root, `cam-${i}`);
    const recorder: CameraRecorder = new CameraRecorder({
      dir,
      ffmpegPath: "ffmpeg",
      segmentSeconds: SEGMENT_S,
      timeoutMs: 10_000,
      source: () => checkSource({ url, allowedNetworks: ["127.0.0.1/32"] }),
      onPart: (part) => {
        segments += 1;
        void finishPart({
          dir,
          part: part.part,
          start: part.endedAt - part.durationMs,
          end: part.endedAt,
          buffered: false,
        }).catch(() => {});
      },
      onExit: (reason) => console.error(`  enregistreur ${i + 1} arrêté : ${reason}`),
    });
    return recorder;
  });
  await Promise.all(recorders.map((r) => r.start()));
  try {
    // Warm-up: connections made and a first segment closed by each.
    await new Promise((r) => setTimeout(r, (SEGMENT_S + 2) * 1000));
    const before = segments;
    const sample = await measure("segment_list", root, MEASURE_S);
    return { ...sample, segments: segments - before };
  } finally {
    await Promise.all(recorders.map((r) => r.stop()));
  }
}

const pct = (n: number) => `${n.toFixed(2)} %`;

export async function benchRecording(): Promise<void> {
  const most = Math.max(...COUNTS);
  const simulator = await startCameraSimulator({
    port: await freePort(),
    streams: most,
    size: "1280x720",
    bitrateKbps: BITRATE_KBPS || undefined,
  });
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "hts-bench-rec-"));
  try {
    const rate = BITRATE_KBPS ? `${BITRATE_KBPS} kbit/s par caméra` : "motif plat";
    console.log(
      `\nEnregistrement (H.264 1280x720 du simulateur, ${rate}, copie sans réencodage, ${MEASURE_S} s)`,
    );
    console.log(`machine : ${os.cpus().length} cœurs, charge ${os.loadavg()[0]?.toFixed(1)}`);
    const base = await baseline(simulator.urls[0] as string);
    console.log(
      `référence : 1 ffmpeg -c copy -f null (lit, n'écrit rien) : ${pct(base.ffmpegPct)} d'un cœur ; Node pendant la référence (une garde RTSP) ${pct(base.nodePct)}`,
    );
    console.log(
      "| caméras | ffmpeg / caméra | × référence | Node / caméra (au-delà de la référence) | écriture / caméra | total écrit | segments | boucle p99 |",
    );
    console.log("|---:|---:|---:|---:|---:|---:|---:|---:|");
    for (const n of COUNTS) {
      const dir = path.join(root, `run-${n}`);
      const s = await record(simulator.urls.slice(0, n), dir);
      const perCam = s.ffmpegPct / n;
      console.log(
        `| ${n} | ${pct(perCam)} | ${(perCam / Math.max(base.ffmpegPct, 0.01)).toFixed(2)} | ${pct(
          (s.nodePct - base.nodePct) / n,
        )} | ${(s.bytesPerS / n / 1024).toFixed(1)} kio/s | ${((s.bytesPerS * 8) / 1e6).toFixed(2)} Mbit/s | ${s.segments} | ${s.p99Ms.toFixed(1)} ms |`,
      );
      fs.rmSync(dir, { recursive: true, force: true });
    }
  } finally {
    await simulator.stop();
    fs.rmSync(root, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchRecording();

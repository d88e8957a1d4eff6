// Camera gateway: CPU and memory of the server (with its ffmpeg children) for 1, 8 and 16 passthrough
// streams, against the same number of bare `ffmpeg -c copy` readers measured in the same run, and the
// time from asking for the stream to the first video fragment. The server runs in its own process;
// this process is the load (WebSocket viewers) and the stopwatch.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import WebSocket from "ws";
import { startCameraSimulator } from "../apps/api/src/modules/cameras/simulator/camera-simulator.ts";

const root = path.resolve(import.meta.dirname, "..");
const TICK = 100; // clock ticks per second on Linux
const MEASURE_S = Number(process.env.BENCH_CAMERA_SECONDS ?? 8);

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === "object" && address ? address.port : 0;
}

/** Every process under `pid` (itself included). */
function tree(pid: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone
    }
  }
  const all = [pid];
  for (let i = 0; i < all.length; i++) all.push(...(parents.get(all[i] as number) ?? []));
  return all;
}

/** CPU seconds used so far and resident memory (MiB) of a set of processes. */
function usage(pids: number[]): { cpu: number; rssMiB: number } {
  let ticks = 0;
  let rss = 0;
  for (const pid of pids) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
      rss += Number(fields[21]) * 4096;
    } catch {
      // gone
    }
  }
  return { cpu: ticks / TICK, rssMiB: rss / 1024 / 1024 };
}

/** Average CPU (% of one core) and peak memory of the processes `pids()` names, over `seconds`. */
async function measure(pids: () => number[], seconds: number) {
  const start = usage(pids());
  const started = Date.now();
  let peak = start.rssMiB;
  while (Date.now() - started < seconds * 1000) {
    await new Promise((r) => setTimeout(r, 500));
    peak = Math.max(peak, usage(pids()).rssMiB);
  }
  // Processes of the set that started meanwhile count from zero: acceptable over a steady state.
  const end = usage(pids());
  return { cpuPct: ((end.cpu - start.cpu) / ((Date.now() - started) / 1000)) * 100, rssMiB: peak };
}

async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  // The embedded database: this bench measures video, not PostgreSQL.
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const child = spawn(process.execPath, ["--import", "tsx", "apps/api/src/server.ts"], {
    cwd: root,
    env: {
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      HTS_DEMO: "0",
      HTS_CAMERA_SIM: "0",
      CAMERA_ALLOWED_NETWORKS: "127.0.0.1/32",
      CAMERA_STREAM_LINGER_MS: "500",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let i = 0; i < 240; i++) {
    if (
      await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("server did not start");
}

type Viewer = { socket: WebSocket; fragments: number; firstFragmentMs: Promise<number> };

function view(base: string, url: string, startedAt: number): Viewer {
  const socket = new WebSocket(`${base.replace("http", "ws")}${url}`);
  const viewer = { socket, fragments: 0 } as Viewer;
  viewer.firstFragmentMs = new Promise((resolve) => {
    let binaries = 0;
    socket.on("message", (_data, isBinary) => {
      if (!isBinary) return;
      binaries++;
      viewer.fragments++;
      // The first binary message is the init segment; the second is the first frame.
      if (binaries === 2) resolve(Date.now() - startedAt);
    });
  });
  return viewer;
}

export async function benchCameraStreams(): Promise<void> {
  const simulator = await startCameraSimulator({ port: await freePort(), streams: 16, size: "1280x720" });
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hts-bench-cam-"));
  const server = await startServer(port, dataDir);
  const base = `http://127.0.0.1:${port}`;
  try {
    const email = `bench.${Date.now()}@example.fr`;
    await fetch(`${base}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        company: { name: "Banc vidéo", email: `societe.${email}`, subscription: "basic" },
        admin: { name: "Banc", email, password: "motdepasse-solide" },
      }),
    });
    const login = (await (
      await fetch(`${base}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password: "motdepasse-solide" }),
      })
    ).json()) as { access_token: string };
    const headers = { authorization: `Bearer ${login.access_token}`, "content-type": "application/json" };
    const post = async (url: string, body?: unknown): Promise<{ id: string; url: string }> =>
      (
        await fetch(`${base}/api${url}`, {
          method: "POST",
          headers: body ? headers : { authorization: headers.authorization },
          body: body ? JSON.stringify(body) : undefined,
        })
      ).json() as Promise<{ id: string; url: string }>;
    const site = await post("/sites", { name: "Banc", address: "Paris" });
    const cameras: string[] = [];
    for (const [i, url] of simulator.urls.entries())
      cameras.push(
        (await post("/cameras", { siteId: site.id, name: `Cam ${i + 1}`, location: "Banc", rtspUrl: url }))
          .id,
      );
    if (cameras.some((id) => !id)) throw new Error("cameras not created");
    const link = async (id: string) => (await post(`/cameras/${id}/stream`)).url as string;

    // Time to first frame, cold (no connection to the camera yet) and warm (someone already watches).
    const cold: number[] = [];
    const warm: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t0 = Date.now();
      const first = view(base, await link(cameras[0] as string), t0);
      cold.push(await first.firstFragmentMs);
      const t1 = Date.now();
      const second = view(base, await link(cameras[0] as string), t1);
      warm.push(await second.firstFragmentMs);
      first.socket.close();
      second.socket.close();
      await new Promise((r) => setTimeout(r, 1500)); // past the 500 ms linger: the next one is cold
    }
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

    const serverIdle = await measure(() => tree(server.pid as number), 3);
    console.log("\nPasserelle vidéo (H.264 1280x720 25 i/s, copie sans réencodage)");
    console.log(
      `  serveur au repos                  CPU ${serverIdle.cpuPct.toFixed(1).padStart(5)} %   mémoire ${serverIdle.rssMiB.toFixed(0)} Mio`,
    );
    for (const n of [1, 8, 16]) {
      // Baseline: the same n streams read by bare ffmpeg processes doing the same remux, no server.
      const bare = simulator.urls
        .slice(0, n)
        .map((url) =>
          spawn(
            "ffmpeg",
            [
              "-loglevel",
              "error",
              "-rtsp_flags",
              "prefer_tcp",
              "-i",
              url,
              "-map",
              "0:v:0",
              "-c:v",
              "copy",
              "-f",
              "mp4",
              "-movflags",
              "empty_moov+default_base_moof+frag_every_frame",
              "-y",
              "/dev/null",
            ],
            { stdio: "ignore" },
          ),
        );
      await new Promise((r) => setTimeout(r, 3000));
      const baseline = await measure(() => bare.flatMap((c) => (c.pid ? [c.pid] : [])), MEASURE_S);
      for (const c of bare) c.kill("SIGKILL");

      const viewers = await Promise.all(
        cameras.slice(0, n).map(async (id) => view(base, await link(id), Date.now())),
      );
      await new Promise((r) => setTimeout(r, 3000));
      const before = viewers.reduce((sum, v) => sum + v.fragments, 0);
      const gateway = await measure(() => tree(server.pid as number), MEASURE_S);
      const fps = (viewers.reduce((sum, v) => sum + v.fragments, 0) - before) / MEASURE_S / n;
      for (const v of viewers) v.socket.close();
      console.log(
        `  ${String(n).padStart(2)} flux  ffmpeg seul (référence)  CPU ${baseline.cpuPct.toFixed(1).padStart(5)} %   mémoire ${baseline.rssMiB.toFixed(0).padStart(4)} Mio`,
      );
      console.log(
        `  ${String(n).padStart(2)} flux  serveur + ffmpeg         CPU ${gateway.cpuPct.toFixed(1).padStart(5)} %   mémoire ${gateway.rssMiB.toFixed(0).padStart(4)} Mio   ${fps.toFixed(1)} images/s par spectateur   ratio CPU ${(gateway.cpuPct / Math.max(baseline.cpuPct, 0.1)).toFixed(2)} x référence`,
      );
      await new Promise((r) => setTimeout(r, 1500));
    }

    // Fan-out: 16 viewers of one camera share one upstream.
    const fan = await Promise.all(
      Array.from({ length: 16 }, async () => view(base, await link(cameras[0] as string), Date.now())),
    );
    await new Promise((r) => setTimeout(r, 3000));
    const shared = await measure(() => tree(server.pid as number), MEASURE_S);
    const ffmpegs = tree(server.pid as number).filter((pid) => {
      try {
        return fs.readFileSync(`/proc/${pid}/comm`, "utf8").trim() === "ffmpeg";
      } catch {
        return false;
      }
    }).length;
    for (const v of fan) v.socket.close();
    console.log(
      `  16 spectateurs d'une caméra       CPU ${shared.cpuPct.toFixed(1).padStart(5)} %   ${ffmpegs} connexion(s) ffmpeg à la caméra`,
    );
    console.log(
      `  première image : à froid médiane ${median(cold)} ms (${cold.join(", ")}), déjà ouverte médiane ${median(warm)} ms (${warm.join(", ")})`,
    );
  } finally {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    await simulator.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchCameraStreams();

import { type ChildProcess, execFile, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import RtspServerModule from "rtsp-streaming-server";

// Simulated cameras for the demo and the tests (decision 038). ffmpeg cannot serve RTSP to players,
// so a small RTSP relay (rtsp-streaming-server, JavaScript, installed by npm) takes the streams ffmpeg
// publishes and serves them to any number of readers. Each stream is a 10-second H.264 test pattern
// encoded once, then looped without re-encoding: sixteen cameras cost almost no CPU. Only loopback
// peers may publish or read.

const run = promisify(execFile);
// The package is CommonJS with a default export.
const RtspServer = ((RtspServerModule as unknown as { default?: typeof RtspServerModule }).default ??
  RtspServerModule) as typeof RtspServerModule;

export type SimulatorOptions = {
  ffmpegPath?: string;
  /** RTSP port readers connect to (the cameras' URLs). */
  port: number;
  streams: number;
  /** Picture size of the test pattern. */
  size?: string;
  log?: (message: string) => void;
};

export type RunningSimulator = { urls: string[]; port: number; stop(): Promise<void> };

const isLoopback = (address: string | undefined) =>
  !!address && (address.startsWith("127.") || address === "::1" || address === "::ffff:127.0.0.1");

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** The looped clip of stream `index` (a hue of its own), encoded once per machine and reused. */
async function clipOf({ ffmpegPath, index, size }: { ffmpegPath: string; index: number; size: string }) {
  const dir = path.join(os.tmpdir(), "hts-camera-sim");
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `pattern-${size}-${index % 6}.mp4`);
  if (fs.existsSync(file)) return file;
  const partial = `${file}.${process.pid}.part.mp4`;
  await run(ffmpegPath, [
    "-hide_banner",
    "-loglevel",
    "error",
    "-y",
    "-f",
    "lavfi",
    "-i",
    `testsrc=size=${size}:rate=25:duration=10`,
    "-vf",
    `hue=h=${(index % 6) * 60}`,
    "-c:v",
    "libx264",
    "-preset",
    "veryfast",
    "-profile:v",
    "main",
    "-pix_fmt",
    "yuv420p",
    "-g",
    "25",
    "-bf",
    "0",
    partial,
  ]);
  fs.renameSync(partial, file);
  return file;
}

/** Starts the relay and one publisher per stream; resolves when every stream is readable. */
export async function startCameraSimulator({
  ffmpegPath = "ffmpeg",
  port,
  streams,
  size = "960x540",
  log = () => {},
}: SimulatorOptions): Promise<RunningSimulator> {
  const publishPort = await freePort();
  const loopbackOnly = async (req: { socket: { remoteAddress?: string } }) =>
    isLoopback(req.socket.remoteAddress);
  const server = new RtspServer({
    serverPort: publishPort,
    clientPort: port,
    // UDP ports for RTP between the relay and its peers: a range of its own per run.
    rtpPortStart: 20000 + 2 * Math.floor(Math.random() * 10000),
    rtpPortCount: 8 * streams + 40,
    publishServerHooks: { checkMount: loopbackOnly },
    clientServerHooks: { checkMount: loopbackOnly },
  });
  await server.start();

  const children = new Set<ChildProcess>();
  let stopping = false;
  const names = Array.from({ length: streams }, (_, i) => `demo-${i + 1}`);
  const publish = (name: string, clip: string) => {
    const child = spawn(
      ffmpegPath,
      [
        "-hide_banner",
        "-loglevel",
        "error",
        "-re",
        "-stream_loop",
        "-1",
        "-i",
        clip,
        "-c",
        "copy",
        "-f",
        "rtsp",
        `rtsp://127.0.0.1:${publishPort}/${name}`,
      ],
      { stdio: ["ignore", "ignore", "pipe"] },
    );
    children.add(child);
    child.once("exit", () => {
      children.delete(child);
      if (!stopping) setTimeout(() => !stopping && publish(name, clip), 1000).unref();
    });
  };
  for (const [index, name] of names.entries()) publish(name, await clipOf({ ffmpegPath, index, size }));

  const urls = names.map((name) => `rtsp://127.0.0.1:${port}/${name}`);
  // Readable once the relay knows the mount: wait for every publisher's ANNOUNCE.
  const deadline = Date.now() + 15_000;
  while (
    Date.now() < deadline &&
    !names.every((name) => server.Mounts.getMount(`rtsp://127.0.0.1:${port}/${name}`))
  ) {
    await new Promise((r) => setTimeout(r, 100));
  }
  log(`Caméras simulées : ${urls.join(", ")}`);

  return {
    urls,
    port,
    async stop() {
      stopping = true;
      for (const child of children) child.kill("SIGTERM");
      const servers = [server.ClientServer, server.PublishServer] as unknown as { server?: net.Server }[];
      for (const s of servers) s.server?.close();
      // Close the relay's UDP sockets ourselves, once: the library closes them again when a publisher
      // leaves, and a second close throws inside a promise nobody awaits.
      type Udp = { server: { close(): void } } | undefined;
      type Stream = { listenerRtp?: Udp; listenerRtcp?: Udp };
      type Mounts = { mounts: Record<string, { streams: Record<string, Stream> } | undefined> };
      for (const mount of Object.values((server.Mounts as unknown as Mounts).mounts ?? {})) {
        for (const stream of Object.values(mount?.streams ?? {})) {
          for (const key of ["listenerRtp", "listenerRtcp"] as const) {
            try {
              stream[key]?.server.close();
            } catch {
              // already closed
            }
            stream[key] = undefined;
          }
        }
      }
    },
  };
}

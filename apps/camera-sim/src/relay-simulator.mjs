// @ts-check
import { execFile, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import RtspServerModule from "rtsp-streaming-server";

// Simulated cameras for the demo and the tests (decisions 038 and 068). ffmpeg cannot serve RTSP to
// players, so a small RTSP relay (rtsp-streaming-server, GPL-3.0, installed by npm) takes the streams
// ffmpeg publishes and serves them to any number of readers. This file runs only in the simulator's own
// process (src/main.mjs), never inside the server: the GPL relay is a separate program the server starts. Each stream is a 10-second H.264 test pattern
// encoded once, then looped without re-encoding: sixteen cameras cost almost no CPU. Only loopback
// peers may publish or read.

const run = promisify(execFile);
// The package is CommonJS with a default export.
/** @type {any} */
const RtspServer = /** @type {any} */ (RtspServerModule).default ?? RtspServerModule;

/**
 * @typedef {{ ffmpegPath?: string, port: number, streams: number, size?: string, bitrateKbps?: number,
 *   log?: (message: string) => void }} SimulatorOptions
 * `port`: the RTSP port readers connect to (the cameras' URLs); `size`: the test pattern's picture size.
 * @typedef {{ urls: string[], port: number, stop(): Promise<void> }} RunningSimulator
 */

/** @param {string | undefined} address */
const isLoopback = (address) =>
  !!address && (address.startsWith("127.") || address === "::1" || address === "::ffff:127.0.0.1");

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * The looped clip of stream `index` (a hue of its own), encoded once per machine and reused. With
 * `bitrateKbps`, moving grain makes the pattern as costly to encode as a real scene and the encoder
 * holds that rate, so that a bench records what a real camera sends (2-4 Mbit/s), not the few hundred
 * kbit/s a flat test pattern compresses to.
 */
/** @param {{ ffmpegPath: string, index: number, size: string, bitrateKbps?: number }} options */
async function clipOf({ ffmpegPath, index, size, bitrateKbps }) {
  const dir = path.join(os.tmpdir(), "hts-camera-sim");
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `pattern-${size}-${index % 6}${bitrateKbps ? `-${bitrateKbps}k` : ""}.mp4`);
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
    bitrateKbps ? `hue=h=${(index % 6) * 60},noise=alls=12:allf=t` : `hue=h=${(index % 6) * 60}`,
    ...(bitrateKbps
      ? ["-b:v", `${bitrateKbps}k`, "-maxrate", `${bitrateKbps}k`, "-bufsize", `${2 * bitrateKbps}k`]
      : []),
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

/**
 * Starts the relay and one publisher per stream; resolves when every stream is readable.
 * @param {SimulatorOptions} options
 * @returns {Promise<RunningSimulator>}
 */
export async function startRelaySimulator({
  ffmpegPath = "ffmpeg",
  port,
  streams,
  size = "960x540",
  bitrateKbps,
  log = () => {},
}) {
  const publishPort = await freePort();
  /** @param {{ socket: { remoteAddress?: string } }} req */
  const loopbackOnly = async (req) => isLoopback(req.socket.remoteAddress);
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

  /** @type {Set<import("node:child_process").ChildProcess>} */
  const children = new Set();
  let stopping = false;
  const names = Array.from({ length: streams }, (_, i) => `demo-${i + 1}`);
  /** @param {string} name @param {string} clip */
  const publish = (name, clip) => {
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
  for (const [index, name] of names.entries())
    publish(name, await clipOf({ ffmpegPath, index, size, bitrateKbps }));

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
      for (const s of [server.ClientServer, server.PublishServer]) s.server?.close();
      // Close the relay's UDP sockets ourselves, once: the library closes them again when a publisher
      // leaves, and a second close throws inside a promise nobody awaits.
      for (const mount of Object.values(server.Mounts.mounts ?? {})) {
        for (const stream of Object.values(mount?.streams ?? {})) {
          for (const key of ["listenerRtp", "listenerRtcp"]) {
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

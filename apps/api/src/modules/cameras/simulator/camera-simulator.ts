import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { createInterface } from "node:readline";

// Simulated cameras (decision 038) run in a process of their own (decision 068): the RTSP relay they
// use is GPL-3.0, and the server must not load it. This module only starts that program, reads the
// line it prints once its streams are readable, and stops it. Its standard input is a pipe: if the
// server dies, even by SIGKILL, the pipe closes and the simulator stops too.

export type SimulatorOptions = {
  ffmpegPath?: string;
  /** RTSP port readers connect to (the cameras' URLs). */
  port: number;
  streams: number;
  /** Picture size of the test pattern. */
  size?: string;
  /** Bit rate of each stream in kbit/s, as a real camera sends (benches); the flat pattern's otherwise. */
  bitrateKbps?: number;
  log?: (message: string) => void;
};

export type RunningSimulator = { urls: string[]; port: number; stop(): Promise<void> };

const READY_TIMEOUT_MS = 60_000;

/** Where the simulator program is: the @hts/camera-sim workspace. */
export const simulatorMain = (): string => createRequire(import.meta.url).resolve("@hts/camera-sim/main");

/** Starts the simulator program; resolves when every stream is readable. */
export async function startCameraSimulator({
  ffmpegPath = "ffmpeg",
  port,
  streams,
  size = "960x540",
  bitrateKbps,
  log = () => {},
}: SimulatorOptions): Promise<RunningSimulator> {
  const rate = bitrateKbps ? ["--bitrate", String(bitrateKbps)] : [];
  const child = spawn(
    process.execPath,
    [simulatorMain(), "--port", String(port), "--streams", String(streams), "--size", size, ...rate],
    { env: { ...process.env, FFMPEG_PATH: ffmpegPath }, stdio: ["pipe", "pipe", "pipe"] },
  );
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const errors: string[] = [];
  createInterface({ input: child.stderr }).on("line", (line) => {
    errors.push(line);
    if (errors.length > 20) errors.shift();
    log(line);
  });
  const ready = new Promise<{ urls: string[]; port: number }>((resolve, reject) => {
    createInterface({ input: child.stdout }).on("line", (line) => {
      try {
        const message = JSON.parse(line) as { ready?: boolean; urls?: string[]; port?: number };
        if (message.ready && message.urls) resolve({ urls: message.urls, port: message.port ?? port });
      } catch {
        // not the ready line
      }
    });
    child.once("error", reject);
    void exited.then((code) =>
      reject(new Error(`simulateur arrêté (code ${code}) : ${errors.slice(-3).join(" / ")}`)),
    );
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("simulateur pas prêt à temps")), READY_TIMEOUT_MS);
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    const killer = setTimeout(() => child.kill("SIGKILL"), 5_000);
    await exited;
    clearTimeout(killer);
  };
  try {
    const started = await Promise.race([ready, timeout]);
    return { ...started, stop };
  } catch (error) {
    await stop();
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

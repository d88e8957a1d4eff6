import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";
import { openCameraInput } from "../video/camera-input.ts";
import type { CameraSource } from "../video/camera-video.ts";
import { classifyFailure } from "../video/ffmpeg.ts";
import { recordingArgs } from "./recording-args.ts";
import { ensureCameraDir, removeLeftoverParts } from "./segment-store.ts";

export type FinishedPart = { part: string; durationMs: number; endedAt: number };

export type RecorderOptions = {
  dir: string;
  ffmpegPath: string;
  segmentSeconds: number;
  timeoutMs: number;
  /** The camera's checked source, read again at each start (its URL may have changed). */
  source: () => Promise<CameraSource>;
  /** A part was closed by ffmpeg. */
  onPart: (part: FinishedPart) => void;
  /** ffmpeg ended on its own (camera gone, refused...): the supervisor restarts it after a delay. */
  onExit: (reason: string) => void;
};

/**
 * One ffmpeg writing one camera's segments. It does not restart itself: the supervisor decides when
 * (backoff) and whether (the camera may no longer need recording).
 */
export class CameraRecorder {
  private child: ChildProcess | null = null;
  private closeInput: (() => void) | null = null;
  private exited: Promise<void> = Promise.resolve();
  private stopping = false;
  private run = 0;

  constructor(private readonly options: RecorderOptions) {}

  get running(): boolean {
    return this.child !== null;
  }

  async start(): Promise<void> {
    const { dir, ffmpegPath, segmentSeconds, timeoutMs } = this.options;
    this.stopping = false;
    const source = await this.options.source();
    if ("failure" in source) {
      this.options.onExit(source.failure);
      return;
    }
    const opened = await openCameraInput({ source: source.source, timeoutMs });
    if ("failure" in opened) {
      this.options.onExit(opened.failure);
      return;
    }
    if (this.stopping) {
      opened.input.close();
      return;
    }
    await ensureCameraDir(dir);
    await removeLeftoverParts(dir);
    this.run = Date.now();
    const partPattern = path.join(dir, `part-${this.run}-%05d.mp4`);
    const child = spawn(
      ffmpegPath,
      recordingArgs({ input: opened.input.args, segmentSeconds, partPattern }),
      {
        stdio: [opened.input.stdin ? "pipe" : "ignore", "pipe", "pipe"],
      },
    );
    this.child = child;
    this.closeInput = opened.input.close;
    if (opened.input.stdin && child.stdin) {
      opened.input.stdin.pipe(child.stdin);
      child.stdin.on("error", () => {});
    }
    let stderr = "";
    child.stderr?.on("data", (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on("line", (line) => {
      // "part-…-00001.mp4,0.000000,10.040000": closed now, lasting end - start seconds.
      const [name, start, end] = line.split(",");
      const durationMs = Math.round((Number(end) - Number(start)) * 1000);
      if (name && Number.isFinite(durationMs) && durationMs > 0)
        this.options.onPart({ part: path.basename(name), durationMs, endedAt: Date.now() });
    });
    this.exited = new Promise((resolve) => {
      child.once("exit", () => {
        this.child = null;
        this.closeInput?.();
        this.closeInput = null;
        if (!this.stopping) this.options.onExit(opened.input.failure() ?? classifyFailure(stderr));
        resolve();
      });
      child.once("error", () => {});
    });
  }

  /** SIGINT lets ffmpeg close the current part properly; it is killed if it does not within 5 s. */
  async stop(): Promise<void> {
    this.stopping = true;
    const child = this.child;
    if (!child) return;
    child.kill("SIGINT");
    const killer = setTimeout(() => child.kill("SIGKILL"), 5_000);
    await this.exited;
    clearTimeout(killer);
  }
}

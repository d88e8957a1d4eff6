import { type ChildProcess, spawn } from "node:child_process";
import type { TStreamFailure, TStreamMessage } from "@hts/domain";
import { openCameraInput } from "./camera-input.ts";
import type { CheckedSource } from "./camera-source.ts";
import { classifyFailure, liveArgs } from "./ffmpeg.ts";
import { Fmp4Splitter, readInitSegment, startsWithKeyframe, type TrackInfo } from "./fmp4.ts";

/** One browser watching: a WebSocket, seen through what the upstream needs of it. */
export type Viewer = {
  send(data: Buffer | string): void;
  /** Bytes queued and not yet sent: a slow viewer skips to the next keyframe instead of lagging. */
  buffered(): number;
};

/**
 * Where to read the camera (its URL's parts and checked address), or why it cannot be read; asked
 * again before every (re)connection.
 */
export type SourceResolver = () => Promise<{ source: CheckedSource } | { failure: TStreamFailure }>;

export type UpstreamOptions = {
  ffmpegPath: string;
  resolve: SourceResolver;
  timeoutMs: number;
  /** How long the upstream stays connected after its last viewer left (a viewer coming back is instant). */
  lingerMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  onIdle: () => void;
};

/** Failures that retrying cannot cure: the viewer is told at once, and the upstream stops. */
const FINAL: ReadonlySet<TStreamFailure> = new Set([
  "no-url",
  "no-engine",
  "address-refused",
  "key-mismatch",
]);
/** A slow viewer with more than this queued skips fragments until the next keyframe. */
const MAX_QUEUED_BYTES = 4 * 1024 * 1024;
/** Cap of the GOP kept for new viewers and snapshots (a camera with a very long GOP). */
const MAX_GOP_BYTES = 16 * 1024 * 1024;

type State = Extract<TStreamMessage, { type: "state" }>;

/**
 * One camera's single connection, shared by every viewer: ffmpeg reads the camera once and the
 * fragments are fanned out. A new viewer gets the init segment and the fragments since the last
 * keyframe, so the picture appears at once. The connection ends `lingerMs` after the last viewer
 * leaves; a dead stream is retried with exponential back-off while someone watches.
 */
export class CameraUpstream {
  private readonly viewers = new Map<Viewer, { waitKeyframe: boolean }>();
  private child: ChildProcess | null = null;
  private track: TrackInfo | null = null;
  private codecMessage: string | null = null;
  private init: Buffer | null = null;
  private gop: Buffer[] = [];
  private gopBytes = 0;
  private transcode = false;
  private attempts = 0;
  private state: State = { type: "state", state: "connecting" };
  private lingerTimer: NodeJS.Timeout | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private liveSince = 0;
  private stopped = false;

  constructor(private readonly options: UpstreamOptions) {}

  get viewerCount(): number {
    return this.viewers.size;
  }

  /** Latest picture available without another connection to the camera: init + GOP, or null. */
  cachedGop(): { init: Buffer; fragments: Buffer[] } | null {
    if (!this.init || this.gop.length === 0 || this.state.state !== "live") return null;
    return { init: this.init, fragments: [...this.gop] };
  }

  join(viewer: Viewer): void {
    if (this.lingerTimer) clearTimeout(this.lingerTimer);
    this.lingerTimer = null;
    this.viewers.set(viewer, { waitKeyframe: false });
    viewer.send(JSON.stringify(this.state));
    if (this.codecMessage && this.init && this.gop.length > 0) {
      viewer.send(this.codecMessage);
      viewer.send(this.init);
      for (const fragment of this.gop) viewer.send(fragment);
    } else if (this.codecMessage && this.init) {
      viewer.send(this.codecMessage);
      viewer.send(this.init);
      this.viewers.set(viewer, { waitKeyframe: true });
    }
    if (!this.child && !this.retryTimer) void this.connect();
  }

  leave(viewer: Viewer): void {
    this.viewers.delete(viewer);
    if (this.viewers.size > 0 || this.lingerTimer) return;
    this.lingerTimer = setTimeout(() => this.stop(), this.options.lingerMs);
  }

  /** The camera's settings changed: reconnect with them (viewers stay). */
  restart(): void {
    this.transcode = false;
    this.attempts = 0;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.kill();
    if (this.viewers.size > 0) void this.connect();
  }

  stop(): void {
    this.stopped = true;
    if (this.lingerTimer) clearTimeout(this.lingerTimer);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.lingerTimer = null;
    this.retryTimer = null;
    this.kill();
    this.options.onIdle();
  }

  private kill(): void {
    const child = this.child;
    this.child = null;
    this.resetMedia();
    if (!child || child.exitCode !== null) return;
    child.kill("SIGTERM");
    // ffmpeg stuck in a blocking read ignores SIGTERM for a while: do not leave it behind.
    setTimeout(() => child.exitCode === null && child.kill("SIGKILL"), 2000).unref();
  }

  private resetMedia(): void {
    this.track = null;
    this.codecMessage = null;
    this.init = null;
    this.gop = [];
    this.gopBytes = 0;
  }

  private broadcast(data: Buffer | string, keyframe?: boolean): void {
    for (const [viewer, flags] of this.viewers) {
      if (typeof data !== "string") {
        if (flags.waitKeyframe && !keyframe) continue;
        if (viewer.buffered() > MAX_QUEUED_BYTES) {
          flags.waitKeyframe = true;
          continue;
        }
        flags.waitKeyframe = false;
      }
      viewer.send(data);
    }
  }

  private setState(state: State): void {
    this.state = state;
    this.broadcast(JSON.stringify(state));
  }

  private async connect(): Promise<void> {
    this.stopped = false;
    if (this.state.state !== "connecting") this.setState({ type: "state", state: "connecting" });
    const resolved = await this.options.resolve();
    if (this.stopped || this.child) return;
    if ("failure" in resolved) return this.fail(resolved.failure);
    const opened = await openCameraInput({ source: resolved.source, timeoutMs: this.options.timeoutMs });
    if ("failure" in opened) return this.stopped || this.child ? undefined : this.fail(opened.failure);
    const { input } = opened;
    if (this.stopped || this.child) return input.close();
    const child = spawn(this.options.ffmpegPath, liveArgs({ input: input.args, transcode: this.transcode }), {
      stdio: [input.stdin ? "pipe" : "ignore", "pipe", "pipe"],
    });
    this.child = child;
    if (input.stdin && child.stdin) {
      child.stdin.on("error", () => {});
      input.stdin.on("error", () => child.stdin?.end());
      input.stdin.pipe(child.stdin);
    }
    let stderr = "";
    child.stderr?.on("data", (chunk: Buffer) => {
      // Keep the end: the last lines say why it stopped. Never logged (the URL carries credentials).
      stderr = (stderr + chunk.toString("utf8")).slice(-4000);
    });
    const splitter = new Fmp4Splitter((piece) => {
      if (this.child !== child) return;
      if (piece.kind === "init") return this.onInit(piece.data);
      this.onFragment(piece.data);
    });
    child.stdout?.on("data", (chunk: Buffer) => {
      try {
        splitter.push(chunk);
      } catch {
        child.kill("SIGKILL");
      }
    });
    child.once("error", (error: NodeJS.ErrnoException) => {
      stderr = error.code === "ENOENT" ? "__no_engine__" : String(error.message);
    });
    child.once("close", () => {
      input.close();
      if (this.child !== child) return;
      this.child = null;
      this.resetMedia();
      if (stderr === "__no_engine__") return this.fail("no-engine");
      this.fail(input.failure() ?? classifyFailure(stderr));
    });
  }

  private onInit(init: Buffer): void {
    const track = readInitSegment(init);
    if (!track || (!track.playable && !this.transcode)) {
      // Not H.264: reconnect once, re-encoding; no back-off, nothing failed.
      this.transcode = true;
      this.kill();
      void this.connect();
      return;
    }
    this.track = track;
    this.init = init;
    this.codecMessage = JSON.stringify({
      type: "codec",
      mime: `video/mp4; codecs="${track.codec}"`,
      transcoded: this.transcode,
    } satisfies TStreamMessage);
    for (const flags of this.viewers.values()) flags.waitKeyframe = true;
    this.broadcast(this.codecMessage);
    for (const viewer of this.viewers.keys()) viewer.send(init);
  }

  private onFragment(fragment: Buffer): void {
    if (!this.track) return;
    const keyframe = startsWithKeyframe(fragment, this.track.defaultSampleFlags);
    if (keyframe) {
      this.gop = [];
      this.gopBytes = 0;
    }
    if (keyframe || this.gop.length > 0) {
      this.gop.push(fragment);
      this.gopBytes += fragment.length;
      if (this.gopBytes > MAX_GOP_BYTES) {
        this.gop = [];
        this.gopBytes = 0;
      }
    }
    if (this.state.state !== "live" && keyframe) {
      this.liveSince = Date.now();
      this.setState({ type: "state", state: "live" });
    }
    if (this.attempts > 0 && Date.now() - this.liveSince > 10_000) this.attempts = 0;
    this.broadcast(fragment, keyframe);
  }

  private fail(reason: TStreamFailure): void {
    if (this.stopped) return;
    if (FINAL.has(reason) || this.viewers.size === 0) {
      this.setState({ type: "state", state: "unavailable", reason });
      return;
    }
    const { retryBaseMs, retryMaxMs } = this.options;
    const retryInMs = Math.min(retryMaxMs, retryBaseMs * 2 ** this.attempts);
    this.attempts++;
    this.setState({ type: "state", state: "retrying", reason, retryInMs });
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.viewers.size > 0) void this.connect();
    }, retryInMs);
  }
}

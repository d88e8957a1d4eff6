import { type TStreamFailure, type TStreamMessage, ZStreamMessage } from "@hts/domain";

// Plays a camera's live WebSocket (fragmented MP4) through Media Source Extensions: ManagedMediaSource
// where it exists (iPhone, iOS 17.1+), MediaSource elsewhere. The player keeps the picture at the
// live edge (a control room wants now, not smooth), trims what has been played, and reconnects with
// a fresh signed link when the socket drops.

export type PlayerStatus =
  | { state: "connecting" }
  | { state: "live" }
  | { state: "retrying"; reason?: TStreamFailure; retryInMs?: number }
  | { state: "unavailable"; reason?: TStreamFailure | "no-mse" | "session" };

type MediaSourceLike = MediaSource;
type MediaSourceCtor = { new (): MediaSourceLike; isTypeSupported(type: string): boolean };

function mediaSourceClass(): MediaSourceCtor | null {
  const w = window as unknown as { ManagedMediaSource?: MediaSourceCtor; MediaSource?: MediaSourceCtor };
  return w.ManagedMediaSource ?? w.MediaSource ?? null;
}

/** True when this browser can play the live view at all. */
export const canPlayLive = () => mediaSourceClass() !== null;

/** Past this lag behind the newest frame, jump forward. */
const MAX_LAG_S = 1.5;
/** Played video kept in the buffer. */
const KEEP_S = 10;

export class MsePlayer {
  private socket: WebSocket | null = null;
  private source: MediaSourceLike | null = null;
  private buffer: SourceBuffer | null = null;
  private objectUrl: string | null = null;
  private queue: ArrayBuffer[] = [];
  private closed = false;
  private reconnects = 0;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly video: HTMLVideoElement,
    /** A fresh signed WebSocket path (`/api/cameras/:id/live?token=...`). */
    private readonly openLink: () => Promise<string>,
    private readonly onStatus: (status: PlayerStatus) => void,
  ) {}

  start() {
    if (!mediaSourceClass()) return this.onStatus({ state: "unavailable", reason: "no-mse" });
    this.closed = false;
    this.onStatus({ state: "connecting" });
    void this.connect();
  }

  /** Closes the stream; `keepFrame` leaves the last picture on screen (pause). */
  stop({ keepFrame = false }: { keepFrame?: boolean } = {}): void {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.socket?.close();
    this.socket = null;
    this.queue = [];
    if (keepFrame) this.video.pause();
    else this.resetMedia();
  }

  private async connect(): Promise<void> {
    let link: string;
    try {
      link = await this.openLink();
    } catch {
      return this.scheduleReconnect();
    }
    if (this.closed) return;
    const scheme = window.location.protocol === "https:" ? "wss:" : "ws:";
    const socket = new WebSocket(`${scheme}//${window.location.host}${link}`);
    socket.binaryType = "arraybuffer";
    this.socket = socket;
    socket.onmessage = (event) => {
      if (typeof event.data === "string") this.onText(event.data);
      else this.onBinary(event.data as ArrayBuffer);
    };
    socket.onclose = (event) => {
      if (this.socket !== socket || this.closed) return;
      this.socket = null;
      if (event.code === 4401) return this.onStatus({ state: "unavailable", reason: "session" });
      this.scheduleReconnect();
    };
  }

  private scheduleReconnect(): void {
    if (this.closed) return;
    const delay = Math.min(30_000, 1000 * 2 ** this.reconnects++);
    this.onStatus({ state: "retrying", reason: "unreachable", retryInMs: delay });
    this.reconnectTimer = setTimeout(() => void this.connect(), delay);
  }

  private onText(text: string) {
    let message: TStreamMessage;
    try {
      message = ZStreamMessage.parse(JSON.parse(text));
    } catch {
      return;
    }
    if (message.type === "codec") return this.openMedia(message.mime);
    if (message.state === "live") {
      this.reconnects = 0;
      return this.onStatus({ state: "live" });
    }
    if (message.state === "connecting") return this.onStatus({ state: "connecting" });
    if (message.state === "unavailable")
      return this.onStatus({ state: "unavailable", reason: message.reason });
    this.onStatus({ state: "retrying", reason: message.reason, retryInMs: message.retryInMs });
  }

  /** A (new) init segment follows: start a fresh MediaSource, timestamps begin again. */
  private openMedia(mime: string) {
    this.resetMedia();
    const Source = mediaSourceClass();
    if (!Source?.isTypeSupported(mime)) return this.onStatus({ state: "unavailable", reason: "unsupported" });
    const source = new Source();
    this.source = source;
    this.objectUrl = URL.createObjectURL(source);
    // ManagedMediaSource plays only without remote playback (AirPlay).
    (this.video as HTMLVideoElement & { disableRemotePlayback: boolean }).disableRemotePlayback = true;
    this.video.src = this.objectUrl;
    source.addEventListener(
      "sourceopen",
      () => {
        if (this.source !== source) return;
        const buffer = source.addSourceBuffer(mime);
        buffer.mode = "segments";
        buffer.addEventListener("updateend", () => this.afterAppend());
        this.buffer = buffer;
        this.appendNext();
      },
      { once: true },
    );
  }

  private onBinary(data: ArrayBuffer): void {
    if (!this.source) return;
    this.queue.push(data);
    // A tab in the background can pile up fragments: keep only the recent ones.
    if (this.queue.length > 250) this.queue.splice(1, this.queue.length - 100);
    this.appendNext();
  }

  private appendNext(): void {
    const buffer = this.buffer;
    if (!buffer || buffer.updating || this.queue.length === 0) return;
    const next = this.queue.shift() as ArrayBuffer;
    try {
      buffer.appendBuffer(next);
    } catch {
      // QuotaExceeded or a closed source: drop what is buffered and wait for the next keyframe.
      this.queue = [];
    }
  }

  private afterAppend(): void {
    const { video, buffer } = this;
    if (!buffer) return;
    const ranges = buffer.buffered;
    if (ranges.length > 0) {
      const end = ranges.end(ranges.length - 1);
      const start = ranges.start(0);
      if (end - video.currentTime > MAX_LAG_S || video.currentTime < start)
        video.currentTime = Math.max(start, end - 0.2);
      if (video.paused) void video.play().catch(() => {});
      if (!buffer.updating && video.currentTime - start > KEEP_S * 2) {
        buffer.remove(start, video.currentTime - KEEP_S);
        return;
      }
    }
    this.appendNext();
  }

  private resetMedia(): void {
    this.queue = [];
    this.buffer = null;
    const source = this.source;
    this.source = null;
    if (source?.readyState === "open") {
      try {
        source.endOfStream();
      } catch {
        // already ended
      }
    }
    if (this.objectUrl) URL.revokeObjectURL(this.objectUrl);
    this.objectUrl = null;
    this.video.removeAttribute("src");
    this.video.load();
  }
}

// What the RTSP guard lets through from the camera to ffmpeg (decision 075). ffmpeg follows an RTSP
// 3xx to any address and takes the `source=` of a Transport header as the peer of its RTP sockets; the
// guard sits between them and reads the camera's side of the connection: interleaved media frames
// ('$', channel, length) pass as they are, replies pass with their Transport source pinned to the
// checked address, and anything else (a redirect, a request from the server such as REDIRECT or
// ANNOUNCE, bytes that are not RTSP) ends the connection.

/** Longest reply header block accepted: real cameras send well under 4 KiB. */
const MAX_HEAD_BYTES = 64 * 1024;
const HEAD_END = Buffer.from("\r\n\r\n");

export type FilterVerdict = { out: Buffer } | { refused: "redirect" | "not-rtsp" };

export class RtspReplyFilter {
  private pending: Buffer = Buffer.alloc(0);
  /** Bytes of the current media frame or reply body still to pass through unread. */
  private passthrough = 0;

  constructor(private readonly address: string) {}

  push(chunk: Buffer): FilterVerdict {
    this.pending = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    const out: Buffer[] = [];
    for (;;) {
      if (this.passthrough > 0) {
        const take = Math.min(this.passthrough, this.pending.length);
        if (take === 0) break;
        out.push(this.pending.subarray(0, take));
        this.pending = this.pending.subarray(take);
        this.passthrough -= take;
        continue;
      }
      if (this.pending.length === 0) break;
      if (this.pending[0] === 0x24) {
        if (this.pending.length < 4) break;
        this.passthrough = 4 + this.pending.readUInt16BE(2);
        continue;
      }
      const end = this.pending.indexOf(HEAD_END);
      if (end < 0) {
        if (this.pending.length > MAX_HEAD_BYTES || !this.couldBeReply()) return { refused: "not-rtsp" };
        break;
      }
      const head = this.pending.subarray(0, end).toString("latin1");
      this.pending = this.pending.subarray(end + HEAD_END.length);
      const status = /^RTSP\/1\.0 ([1-5][0-9]{2})(?: |$)/.exec(head);
      if (!status) return { refused: "not-rtsp" };
      if (status[1]?.startsWith("3")) return { refused: "redirect" };
      const lines = head.split("\r\n").map((line) => this.pinTransport(line));
      out.push(Buffer.from(`${lines.join("\r\n")}\r\n\r\n`, "latin1"));
      const length = /\r\ncontent-length:\s*([0-9]+)/i.exec(head)?.[1];
      this.passthrough = length ? Number(length) : 0;
    }
    return { out: Buffer.concat(out) };
  }

  /** A partial header block must at least start like a reply. */
  private couldBeReply(): boolean {
    const start = this.pending.subarray(0, 5).toString("latin1");
    return "RTSP/".startsWith(start) || start.startsWith("RTSP/");
  }

  /** ffmpeg sends RTP/RTCP to a Transport's `source`: it can only be the checked address. */
  private pinTransport(line: string): string {
    if (!/^transport:/i.test(line)) return line;
    const [name, value = ""] = [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1)];
    const specs = value.split(",").map((spec) =>
      [
        ...spec
          .split(";")
          .map((param) => param.trim())
          .filter((param) => param && !/^(source|destination)=/i.test(param)),
        `source=${this.address}`,
      ].join(";"),
    );
    return `${name}: ${specs.join(",")}`;
  }
}

// Framing of the fragmented MP4 that ffmpeg writes: which bytes form the init segment (ftyp + moov),
// where each fragment (moof + mdat) ends, whether it starts on a keyframe, and the codec string that
// Media Source Extensions need. Only box headers and three small boxes are read: muxing, decoding and
// encoding stay ffmpeg's (decision 036).

type Box = { type: string; start: number; end: number; header: number };

/** The boxes directly inside `buffer[start, end)`. */
export function childBoxes(buffer: Buffer, start = 0, end = buffer.length): Box[] {
  const boxes: Box[] = [];
  let offset = start;
  while (offset + 8 <= end) {
    let size = buffer.readUInt32BE(offset);
    let header = 8;
    if (size === 1) {
      if (offset + 16 > end) break;
      size = Number(buffer.readBigUInt64BE(offset + 8));
      header = 16;
    }
    if (size < header || offset + size > end) break;
    boxes.push({
      type: buffer.toString("latin1", offset + 4, offset + 8),
      start: offset,
      end: offset + size,
      header,
    });
    offset += size;
  }
  return boxes;
}

function find(buffer: Buffer, path: string[], box?: Box): Box | undefined {
  let current = box;
  for (const type of path) {
    const inside = current
      ? childBoxes(buffer, current.start + current.header, current.end)
      : childBoxes(buffer);
    current = inside.find((b) => b.type === type);
    if (!current) return undefined;
  }
  return current;
}

/** What the video track of an init segment holds. */
export type TrackInfo = {
  /** MSE codec string (`avc1.64001f`), or the sample entry type for codecs browsers do not get from us. */
  codec: string;
  /** True for H.264, which every browser with MSE plays. */
  playable: boolean;
  width: number;
  height: number;
  /** trex default_sample_flags, used when a fragment does not state its first sample's flags. */
  defaultSampleFlags: number;
};

const hex = (n: number) => n.toString(16).padStart(2, "0");

/** Reads the first video track of an init segment (ftyp + moov). */
export function readInitSegment(init: Buffer): TrackInfo | null {
  const moov = find(init, ["moov"]);
  if (!moov) return null;
  const trak = childBoxes(init, moov.start + moov.header, moov.end).find((b) => {
    if (b.type !== "trak") return false;
    const hdlr = find(init, ["mdia", "hdlr"], b);
    return hdlr ? init.toString("latin1", hdlr.start + 16, hdlr.start + 20) === "vide" : false;
  });
  const stsd = trak && find(init, ["mdia", "minf", "stbl", "stsd"], trak);
  if (!stsd) return null;
  // stsd: full box header (4) + entry_count (4), then the sample entries.
  const [entry] = childBoxes(init, stsd.start + stsd.header + 8, stsd.end);
  if (!entry) return null;
  const body = entry.start + entry.header;
  const width = init.readUInt16BE(body + 24);
  const height = init.readUInt16BE(body + 26);
  const trex = find(init, ["mvex", "trex"], moov);
  const defaultSampleFlags = trex ? init.readUInt32BE(trex.start + trex.header + 20) : 0;
  if (entry.type === "avc1" || entry.type === "avc3") {
    // A visual sample entry has 78 bytes of fields before its child boxes.
    const avcC = childBoxes(init, body + 78, entry.end).find((b) => b.type === "avcC");
    if (avcC) {
      const p = avcC.start + avcC.header;
      const codec = `${entry.type}.${hex(init[p + 1] ?? 0)}${hex(init[p + 2] ?? 0)}${hex(init[p + 3] ?? 0)}`;
      return { codec, playable: true, width, height, defaultSampleFlags };
    }
  }
  return { codec: entry.type, playable: false, width, height, defaultSampleFlags };
}

/** True when the fragment's first sample is a sync sample (a keyframe a decoder can start from). */
export function startsWithKeyframe(moof: Buffer, defaultSampleFlags: number): boolean {
  const moofBox = find(moof, ["moof"]);
  const traf = moofBox && find(moof, ["traf"], moofBox);
  if (!traf) return false;
  const tfhd = find(moof, ["tfhd"], traf);
  const trun = find(moof, ["trun"], traf);
  if (!trun) return false;
  let flags = defaultSampleFlags;
  if (tfhd) {
    const p = tfhd.start + tfhd.header;
    const tfFlags = moof.readUInt32BE(p) & 0xffffff;
    let offset = p + 8; // version/flags, track_ID
    if (tfFlags & 0x1) offset += 8;
    if (tfFlags & 0x2) offset += 4;
    if (tfFlags & 0x8) offset += 4;
    if (tfFlags & 0x10) offset += 4;
    if (tfFlags & 0x20) flags = moof.readUInt32BE(offset);
  }
  const p = trun.start + trun.header;
  const trFlags = moof.readUInt32BE(p) & 0xffffff;
  let offset = p + 8; // version/flags, sample_count
  if (trFlags & 0x1) offset += 4;
  if (trFlags & 0x4) flags = moof.readUInt32BE(offset);
  else if (trFlags & 0x400) {
    if (trFlags & 0x100) offset += 4;
    if (trFlags & 0x200) offset += 4;
    flags = moof.readUInt32BE(offset);
  }
  // sample_is_non_sync_sample is bit 16 of the sample flags.
  return ((flags >> 16) & 1) === 0;
}

export type Fmp4Piece = { kind: "init"; data: Buffer } | { kind: "fragment"; data: Buffer };

/**
 * Cuts ffmpeg's output into the init segment and whole fragments, whatever the pipe's chunk sizes.
 * Top-level boxes other than ftyp/moov/moof/mdat (sidx, styp...) ride along with the next piece.
 */
export class Fmp4Splitter {
  private pending: Buffer = Buffer.alloc(0);
  private held: Buffer[] = [];
  private initDone = false;

  constructor(private readonly onPiece: (piece: Fmp4Piece) => void) {}

  push(chunk: Buffer): void {
    this.pending = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    let offset = 0;
    for (;;) {
      if (this.pending.length - offset < 8) break;
      let size = this.pending.readUInt32BE(offset);
      if (size === 1) {
        if (this.pending.length - offset < 16) break;
        size = Number(this.pending.readBigUInt64BE(offset + 8));
      }
      if (size < 8) throw new Error("boîte MP4 invalide");
      if (this.pending.length - offset < size) break;
      const type = this.pending.toString("latin1", offset + 4, offset + 8);
      this.held.push(this.pending.subarray(offset, offset + size));
      offset += size;
      if (type === "moov" && !this.initDone) {
        this.initDone = true;
        this.flush("init");
      } else if (type === "mdat" && this.initDone) this.flush("fragment");
    }
    // Copy the tail so the (possibly large) chunk it came from can be freed.
    this.pending = Buffer.from(this.pending.subarray(offset));
  }

  private flush(kind: "init" | "fragment"): void {
    const data = Buffer.concat(this.held);
    this.held = [];
    this.onPiece({ kind, data });
  }
}

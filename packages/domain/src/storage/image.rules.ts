// Pure reading of the three photo formats the phone sends: their type by content, their size in pixels,
// and a copy without the metadata that locates or identifies (EXIF with GPS, XMP, IPTC, comments).
// Written here rather than with an image library: the only complete one with prebuilt binaries (sharp)
// ships libvips under LGPL, which the licence check refuses (decision 096). The phone re-encodes and
// resizes through a canvas; the server checks and strips, it never decodes pixels.

import type { TPhotoType } from "./storage.schemas.ts";

export type TImageInfo = { type: TPhotoType; width: number; height: number };

const be16 = (b: Uint8Array, i: number) => ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0);
const be32 = (b: Uint8Array, i: number) => be16(b, i) * 65536 + be16(b, i + 2);
const le16 = (b: Uint8Array, i: number) => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8);
const le24 = (b: Uint8Array, i: number) => le16(b, i) | ((b[i + 2] ?? 0) << 16);
const le32 = (b: Uint8Array, i: number) => le24(b, i) + (b[i + 3] ?? 0) * 16777216;
const ascii = (b: Uint8Array, i: number, n: number) => String.fromCharCode(...b.subarray(i, i + n));

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The photo type read from the first bytes, whatever the file name or header says. */
export function sniffPhotoType(b: Uint8Array): TPhotoType | null {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "image/jpeg";
  if (b.length >= 8 && PNG_SIGNATURE.every((v, i) => b[i] === v)) return "image/png";
  if (b.length >= 12 && ascii(b, 0, 4) === "RIFF" && ascii(b, 8, 4) === "WEBP") return "image/webp";
  return null;
}

/** JPEG markers that carry no length (restart markers, TEM, SOI). */
const standalone = (m: number) => (m >= 0xd0 && m <= 0xd8) || m === 0x01;
/** Start-of-frame markers: they hold the size. C4 (DHT), C8 (JPG) and CC (DAC) are not frames. */
const isFrame = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;
/** APP1 (EXIF, XMP), APP13 (IPTC) and COM: where positions, devices and names hide. */
const JPEG_DROPPED = new Set([0xe1, 0xed, 0xfe]);

/** `body`: the offset just after the segment's length bytes. */
type JpegSegment = { marker: number; start: number; end: number; body: number };

/** The segments before the scan data, then the offset of the scan; null when the file is cut short. */
function jpegSegments(b: Uint8Array): { segments: JpegSegment[]; scan: number } | null {
  const segments: JpegSegment[] = [];
  let i = 2;
  while (i < b.length) {
    if (b[i] !== 0xff) return null;
    let j = i;
    while (b[j] === 0xff) j++; // fill bytes
    const marker = b[j] ?? -1;
    if (marker < 0) return null;
    if (standalone(marker)) {
      segments.push({ marker, start: i, end: j + 1, body: j + 1 });
      i = j + 1;
      continue;
    }
    const length = be16(b, j + 1);
    const end = j + 1 + length;
    if (length < 2 || end > b.length) return null;
    if (marker === 0xda) return { segments, scan: i };
    segments.push({ marker, start: i, end, body: j + 3 });
    i = end;
  }
  return null;
}

function pngChunks(b: Uint8Array): { type: string; start: number; end: number }[] | null {
  const chunks = [];
  let i = 8;
  while (i + 12 <= b.length) {
    const length = be32(b, i);
    const end = i + 12 + length;
    if (end > b.length) return null;
    const type = ascii(b, i + 4, 4);
    chunks.push({ type, start: i, end });
    if (type === "IEND") return chunks;
    i = end;
  }
  return null;
}

function webpChunks(b: Uint8Array): { type: string; start: number; end: number }[] | null {
  const chunks = [];
  let i = 12;
  const limit = Math.min(b.length, 8 + le32(b, 4));
  while (i + 8 <= limit) {
    const size = le32(b, i + 4);
    const end = i + 8 + size + (size % 2);
    if (i + 8 + size > limit) return null;
    chunks.push({ type: ascii(b, i, 4), start: i, end: Math.min(end, limit) });
    i = end;
  }
  return chunks.length > 0 ? chunks : null;
}

/** Type and size in pixels; null when the content is not a whole JPEG, PNG or WebP. */
export function readImageInfo(b: Uint8Array): TImageInfo | null {
  const type = sniffPhotoType(b);
  if (type === "image/jpeg") {
    const parsed = jpegSegments(b);
    const frame = parsed?.segments.find((s) => isFrame(s.marker));
    if (!frame) return null;
    // After the length: precision (1 byte), height, width.
    const height = be16(b, frame.body + 1);
    const width = be16(b, frame.body + 3);
    return width > 0 && height > 0 ? { type, width, height } : null;
  }
  if (type === "image/png") {
    const chunks = pngChunks(b);
    if (chunks?.[0]?.type !== "IHDR") return null;
    const width = be32(b, 16);
    const height = be32(b, 20);
    return width > 0 && height > 0 ? { type, width, height } : null;
  }
  if (type === "image/webp") {
    const first = webpChunks(b)?.[0];
    if (!first) return null;
    const d = first.start + 8;
    if (first.type === "VP8X") return { type, width: le24(b, d + 4) + 1, height: le24(b, d + 7) + 1 };
    if (first.type === "VP8L" && b[d] === 0x2f) {
      const bits = le32(b, d + 1);
      return { type, width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    }
    if (first.type === "VP8 " && b[d + 3] === 0x9d && b[d + 4] === 0x01 && b[d + 5] === 0x2a)
      return { type, width: le16(b, d + 6) & 0x3fff, height: le16(b, d + 8) & 0x3fff };
  }
  return null;
}

const join = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

const PNG_DROPPED = new Set(["eXIf", "tEXt", "zTXt", "iTXt", "tIME"]);
const WEBP_DROPPED = new Set(["EXIF", "XMP "]);

/**
 * A copy of the photo without its metadata (EXIF and its GPS position, XMP, IPTC, text chunks and
 * comments); the pixels and colour profile are untouched. Null when the file cannot be parsed.
 */
export function stripImageMetadata(b: Uint8Array): Uint8Array | null {
  const type = sniffPhotoType(b);
  if (type === "image/jpeg") {
    const parsed = jpegSegments(b);
    if (!parsed) return null;
    const kept = parsed.segments
      .filter((s) => !JPEG_DROPPED.has(s.marker))
      .map((s) => b.subarray(s.start, s.end));
    return join([b.subarray(0, 2), ...kept, b.subarray(parsed.scan)]);
  }
  if (type === "image/png") {
    const chunks = pngChunks(b);
    if (!chunks) return null;
    const kept = chunks.filter((c) => !PNG_DROPPED.has(c.type)).map((c) => b.subarray(c.start, c.end));
    return join([b.subarray(0, 8), ...kept]);
  }
  if (type === "image/webp") {
    const chunks = webpChunks(b);
    if (!chunks) return null;
    const kept = chunks.filter((c) => !WEBP_DROPPED.has(c.type)).map((c) => b.slice(c.start, c.end));
    const vp8x = kept.find((c) => ascii(c, 0, 4) === "VP8X");
    // The VP8X flags announce EXIF (bit 3) and XMP (bit 2): cleared with the chunks they announce.
    if (vp8x) vp8x[8] = (vp8x[8] ?? 0) & ~0x0c;
    const body = join(kept);
    const header = new Uint8Array(12);
    header.set(b.subarray(0, 12));
    const size = body.length + 4;
    header.set([size & 0xff, (size >>> 8) & 0xff, (size >>> 16) & 0xff, (size >>> 24) & 0xff], 4);
    return join([header, body]);
  }
  return null;
}

/** True when the photo still carries metadata that `stripImageMetadata` removes (for tests and audits). */
export function hasImageMetadata(b: Uint8Array): boolean {
  const type = sniffPhotoType(b);
  if (type === "image/jpeg")
    return jpegSegments(b)?.segments.some((s) => JPEG_DROPPED.has(s.marker)) ?? false;
  if (type === "image/png") return pngChunks(b)?.some((c) => PNG_DROPPED.has(c.type)) ?? false;
  if (type === "image/webp") return webpChunks(b)?.some((c) => WEBP_DROPPED.has(c.type)) ?? false;
  return false;
}

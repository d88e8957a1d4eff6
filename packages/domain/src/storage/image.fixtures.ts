// Small hand-built photos for the tests of the API and the rules: valid structure, a fake EXIF block
// with a "GPS" marker, no real pixels (the server never decodes pixels).

const u8 = (...parts: (number[] | Uint8Array | string)[]) =>
  Uint8Array.from(
    parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0) & 0xff) : [...p])),
  );
const be16 = (n: number) => [(n >> 8) & 0xff, n & 0xff];
const be32 = (n: number) => [...be16(n >>> 16), ...be16(n & 0xffff)];
const le32 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >>> 24) & 0xff];

/** A JPEG of the given size, with an EXIF APP1 holding a GPS marker when `exif`; `padding` bytes of scan. */
export function tinyJpeg({
  exif,
  width = 64,
  height = 48,
  padding = 16,
}: {
  exif: boolean;
  width?: number;
  height?: number;
  padding?: number;
}): Uint8Array {
  const app0 = u8([0xff, 0xe0], be16(16), "JFIF\0", [1, 1, 0, 0, 1, 0, 1, 0, 0]);
  const exifBody = u8("Exif\0\0", "MM\0*GPS 48.8584N 2.2945E");
  const app1 = u8([0xff, 0xe1], be16(exifBody.length + 2), exifBody);
  const sof = u8([0xff, 0xc0], be16(11), [8], be16(height), be16(width), [1, 1, 0x11, 0]);
  const sos = u8([0xff, 0xda], be16(8), [1, 1, 0, 0, 0x3f, 0]);
  const scan = new Uint8Array(padding).fill(0x55);
  return u8([0xff, 0xd8], app0, exif ? app1 : [], sof, sos, scan, [0xff, 0xd9]);
}

const pngChunk = (type: string, data: Uint8Array) => u8(be32(data.length), type, data, [0, 0, 0, 0]);

export function tinyPng({
  text,
  width = 32,
  height = 16,
}: {
  text: boolean;
  width?: number;
  height?: number;
}) {
  return u8(
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    pngChunk("IHDR", u8(be32(width), be32(height), [8, 6, 0, 0, 0])),
    text ? pngChunk("tEXt", u8("Comment\0GPS 48.8584N")) : [],
    pngChunk("IDAT", u8([1, 2, 3, 4])),
    pngChunk("IEND", new Uint8Array()),
  );
}

const riffChunk = (type: string, data: Uint8Array) =>
  u8(type, le32(data.length), data, data.length % 2 ? [0] : []);

export function tinyWebp({
  exif,
  width = 32,
  height = 16,
}: {
  exif: boolean;
  width?: number;
  height?: number;
}) {
  const le24 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff];
  const vp8x = riffChunk("VP8X", u8([exif ? 0x08 : 0, 0, 0, 0], le24(width - 1), le24(height - 1)));
  const body = u8(
    "WEBP",
    vp8x,
    riffChunk("VP8L", u8([0x2f, 0, 0, 0, 0, 1, 2, 3])),
    exif ? riffChunk("EXIF", u8("MM\0*GPS 48.8584N")) : [],
  );
  return u8("RIFF", le32(body.length), body);
}

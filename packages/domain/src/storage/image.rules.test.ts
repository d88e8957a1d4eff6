import { describe, expect, it } from "vitest";
import { tinyJpeg, tinyPng, tinyWebp } from "./image.fixtures.ts";
import { hasImageMetadata, readImageInfo, sniffPhotoType, stripImageMetadata } from "./image.rules.ts";

const text = (b: Uint8Array) => Buffer.from(b).toString("latin1");

describe("photo type, size and metadata", () => {
  it("reads the type from the content, not from a name", () => {
    expect(sniffPhotoType(tinyJpeg({ exif: false }))).toBe("image/jpeg");
    expect(sniffPhotoType(tinyPng({ text: false }))).toBe("image/png");
    expect(sniffPhotoType(tinyWebp({ exif: false }))).toBe("image/webp");
    expect(sniffPhotoType(new TextEncoder().encode("%PDF-1.7"))).toBeNull();
  });

  it("reads the size in pixels of each format", () => {
    expect(readImageInfo(tinyJpeg({ exif: true, width: 640, height: 480 }))).toEqual({
      type: "image/jpeg",
      width: 640,
      height: 480,
    });
    expect(readImageInfo(tinyPng({ text: true, width: 300, height: 200 }))).toMatchObject({
      width: 300,
      height: 200,
    });
    expect(readImageInfo(tinyWebp({ exif: true, width: 5000, height: 10 }))).toMatchObject({
      width: 5000,
      height: 10,
    });
  });

  it("refuses a file cut short", () => {
    const whole = tinyJpeg({ exif: true });
    expect(readImageInfo(whole.subarray(0, 30))).toBeNull();
    expect(stripImageMetadata(tinyPng({ text: true }).subarray(0, 40))).toBeNull();
  });

  it("strips the JPEG's EXIF (and its GPS) but keeps the frame and the scan", () => {
    const photo = tinyJpeg({ exif: true, width: 100, height: 50 });
    expect(hasImageMetadata(photo)).toBe(true);
    expect(text(photo)).toContain("GPS");
    const clean = stripImageMetadata(photo) as Uint8Array;
    expect(hasImageMetadata(clean)).toBe(false);
    expect(text(clean)).not.toContain("GPS");
    expect(text(clean)).toContain("JFIF");
    expect(readImageInfo(clean)).toMatchObject({ width: 100, height: 50 });
    expect(clean.subarray(-2)).toEqual(new Uint8Array([0xff, 0xd9]));
  });

  it("strips PNG text chunks and WebP EXIF, and clears the WebP flag", () => {
    const png = stripImageMetadata(tinyPng({ text: true })) as Uint8Array;
    expect(text(png)).not.toContain("GPS");
    expect(readImageInfo(png)).toMatchObject({ type: "image/png" });
    const webp = tinyWebp({ exif: true });
    const clean = stripImageMetadata(webp) as Uint8Array;
    expect(text(clean)).not.toContain("GPS");
    expect(hasImageMetadata(clean)).toBe(false);
    expect((clean[20] ?? 0) & 0x08).toBe(0);
    expect(clean.length).toBe(Buffer.from(clean).readUInt32LE(4) + 8);
  });
});

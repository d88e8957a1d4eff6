import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { hasImageMetadata, sniffPhotoType } from "@hts/domain";
import { createJimp } from "@jimp/core";
import jpeg from "@jimp/js-jpeg";
import png from "@jimp/js-png";
import encodeWebp, { init as initWebpEncoder } from "@jsquash/webp/encode.js";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/helpers.ts";
import { media } from "../../db/schema.ts";
import { buildCompany, type Company } from "../attendance/attendance-test-helpers.ts";

// Decision 116: real photos (encoded here by jimp's own encoders, then given a camera's EXIF block) are
// turned upright, brought within 2048 px and stored without their position.
const ctx = useTestApp();
let co: Company;
const Jimp = createJimp({ formats: [jpeg, png] });

beforeAll(async () => {
  co = await buildCompany(ctx);
});

/** A landscape picture, its left half red and its right half blue. */
async function halves(width: number, height: number, mime: "image/jpeg" | "image/png") {
  const image = new Jimp({ width, height, color: 0x1e40afff });
  const { data } = image.bitmap;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width / 2; x++) data.set([220, 30, 30, 255], (y * width + x) * 4);
  return mime === "image/jpeg"
    ? image.getBuffer("image/jpeg", { quality: 80 })
    : image.getBuffer("image/png");
}

/** An EXIF APP1 as a camera writes it: orientation 6 (turn 90° clockwise to show) and a GPS text. */
function withExif(jpegBytes: Buffer): Buffer {
  const tiff = Buffer.from([
    0x4d,
    0x4d,
    0x00,
    0x2a,
    0x00,
    0x00,
    0x00,
    0x08, // big-endian TIFF, IFD0 at 8
    0x00,
    0x01, // one entry
    0x01,
    0x12,
    0x00,
    0x03,
    0x00,
    0x00,
    0x00,
    0x01,
    0x00,
    0x06,
    0x00,
    0x00, // Orientation = 6
    0x00,
    0x00,
    0x00,
    0x00, // no next IFD
  ]);
  const body = Buffer.concat([
    Buffer.from("Exif\0\0", "latin1"),
    tiff,
    Buffer.from("GPS 48.8584N 2.2945E", "latin1"),
  ]);
  const header = Buffer.from([0xff, 0xe1, 0, 0]);
  header.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([jpegBytes.subarray(0, 2), header, body, jpegBytes.subarray(2)]);
}

/** A real WebP of the same picture, encoded by libwebp (WebAssembly, the encoder beside the decoder). */
async function halvesWebp(width: number, height: number): Promise<Buffer> {
  // Node has WebAssembly SIMD: the encoder picks its SIMD build, given its bytes (no fetch of a file).
  const wasm = createRequire(import.meta.url).resolve("@jsquash/webp/codec/enc/webp_enc_simd.wasm");
  await initWebpEncoder({ wasmBinary: await readFile(wasm) });
  const image = await Jimp.fromBuffer(await halves(width, height, "image/png"));
  const data = new Uint8ClampedArray(image.bitmap.data);
  return Buffer.from(await encodeWebp({ data, width, height, colorSpace: "srgb" }, { quality: 80 }));
}

async function upload(bytes: Buffer) {
  const site = await co.site();
  const agent = await co.agent();
  await co.shift({ agentId: agent.id, siteId: site, startInMin: -30 });
  const res = await agent.call({
    method: "POST",
    url: "/api/me/photos",
    payload: { content_base64: bytes.toString("base64") },
  });
  return { res, agent };
}

describe("photos normalised on the server", () => {
  it("turns a 3000 x 2000 camera JPEG upright, brings it to 2048 px and drops its EXIF position", async () => {
    const original = withExif(await halves(3000, 2000, "image/jpeg"));
    expect(hasImageMetadata(original)).toBe(true);
    const { res, agent } = await upload(original);
    expect(res.statusCode, res.body).toBe(201);
    const file = await agent.call({ method: "GET", url: `/api/media/${res.json().id}` });
    const stored = file.rawPayload;
    expect(sniffPhotoType(stored)).toBe("image/jpeg");
    expect(hasImageMetadata(stored)).toBe(false);
    expect(stored.toString("latin1")).not.toContain("GPS");
    const [row] = await ctx.database.db.select().from(media).where(eq(media.id, res.json().id));
    expect(row).toMatchObject({ width: 1365, height: 2048, sizeBytes: stored.length });
    // Upright: the left (red) half of the sensor's picture is now the top.
    const image = await Jimp.fromBuffer(stored);
    expect([image.width, image.height]).toEqual([1365, 2048]);
    const rgb = (x: number, y: number) => {
      const at = (y * image.width + x) * 4;
      return [...image.bitmap.data.subarray(at, at + 3)];
    };
    const [r1, , b1] = rgb(680, 200);
    const [r2, , b2] = rgb(680, 1850);
    expect(r1).toBeGreaterThan(180);
    expect(b1).toBeLessThan(80);
    expect(r2).toBeLessThan(80);
    expect(b2).toBeGreaterThan(140);
  });

  it("decodes a WebP, brings it within 2048 px and stores it as a JPEG the documents can embed", async () => {
    const original = await halvesWebp(3000, 2000);
    expect(sniffPhotoType(original)).toBe("image/webp");
    const { res, agent } = await upload(original);
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await ctx.database.db.select().from(media).where(eq(media.id, res.json().id));
    expect(row).toMatchObject({ mime: "image/jpeg", width: 2048, height: 1365 });
    const stored = (await agent.call({ method: "GET", url: `/api/media/${res.json().id}` })).rawPayload;
    expect(sniffPhotoType(stored)).toBe("image/jpeg");
    // The same picture: red on the left, blue on the right.
    const image = await Jimp.fromBuffer(stored);
    const rgb = (x: number, y: number) => {
      const at = (y * image.width + x) * 4;
      return [...image.bitmap.data.subarray(at, at + 3)];
    };
    const [r1, , b1] = rgb(200, 680);
    const [r2, , b2] = rgb(1850, 680);
    expect(r1).toBeGreaterThan(180);
    expect(b1).toBeLessThan(80);
    expect(r2).toBeLessThan(80);
    expect(b2).toBeGreaterThan(140);
  });

  it("brings a wide PNG within 2048 px and keeps it a PNG", async () => {
    const { res } = await upload(await halves(4000, 1000, "image/png"));
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await ctx.database.db.select().from(media).where(eq(media.id, res.json().id));
    expect(row).toMatchObject({ mime: "image/png", width: 2048, height: 512 });
  });

  it("refuses a picture that would decode past 50 megapixels, in French, and stores nothing", async () => {
    // Only the header is read: an 8000 x 7000 JPEG frame is refused before any pixel is decoded.
    const sof = Buffer.from([0xff, 0xc0, 0, 11, 8, 0x1b, 0x58, 0x1f, 0x40, 1, 1, 0x11, 0]);
    const sos = Buffer.from([0xff, 0xda, 0, 8, 1, 1, 0, 0, 0x3f, 0]);
    const fake = Buffer.concat([
      Buffer.from([0xff, 0xd8]),
      sof,
      sos,
      Buffer.alloc(16, 0x55),
      Buffer.from([0xff, 0xd9]),
    ]);
    const before = (await ctx.database.db.select().from(media).where(eq(media.companyId, co.companyId)))
      .length;
    const { res } = await upload(fake);
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json())).toContain("Photo trop grande : 50 millions de pixels au plus");
    expect((await ctx.database.db.select().from(media).where(eq(media.companyId, co.companyId))).length).toBe(
      before,
    );
  });
});

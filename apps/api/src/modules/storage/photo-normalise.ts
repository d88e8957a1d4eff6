import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { createJimp } from "@jimp/core";
import jpeg from "@jimp/js-jpeg";
import png from "@jimp/js-png";
import { methods as resize } from "@jimp/plugin-resize";
import decodeWebp, { init as initWebpDecoder } from "@jsquash/webp/decode.js";

// Runs in a document worker thread (decision 049): decoding a 12-megapixel JPEG in JavaScript holds a
// CPU for about a second, which the event loop must not. Jimp (MIT, pure JavaScript: jpeg-js, pngjs)
// turns the picture upright from its EXIF orientation when it decodes it, the resize brings its longest
// side within the bound, and the encoders write no EXIF, XMP or text chunk: the result carries no
// position (decision 116). Only the formats and the plugin used are loaded, not jimp's whole bundle.
// A WebP is decoded by libwebp compiled to WebAssembly (@jsquash/webp, the decoder jimp's own WebP
// plugin wraps) and leaves as a JPEG: Word and older Excel cannot show a WebP (decision 129).

export type TPhotoNormaliseTask = { data: Uint8Array; mime: "image/jpeg" | "image/png"; maxSide: number };

const Jimp = createJimp({ formats: [jpeg, png], plugins: [resize] });

/** JPEG quality of a re-encoded photo: the phone's canvas uses about the same. */
const JPEG_QUALITY = 85;

let webpReady: Promise<unknown> | undefined;

/**
 * The WebP decoder, instantiated once per worker from the .wasm beside its module: its own loader
 * fetches the file by URL, which Node's fetch cannot do for a file.
 */
function webpDecoder(): Promise<unknown> {
  webpReady ??= (async () => {
    const path = createRequire(import.meta.url).resolve("@jsquash/webp/codec/dec/webp_dec.wasm");
    // Given its bytes (`wasmBinary`), the Emscripten module instantiates them instead of fetching.
    await initWebpDecoder({ wasmBinary: await readFile(path) });
  })();
  return webpReady;
}

const isWebp = (bytes: Buffer) =>
  bytes.subarray(0, 4).toString("latin1") === "RIFF" && bytes.subarray(8, 12).toString("latin1") === "WEBP";

async function decode(bytes: Buffer) {
  if (!isWebp(bytes)) return Jimp.fromBuffer(bytes);
  await webpDecoder();
  // A copy of its own: the decoder takes an ArrayBuffer, and a Buffer may be a view of a larger one.
  const { data, width, height } = await decodeWebp(new Uint8Array(bytes).buffer);
  return Jimp.fromBitmap({ data: Buffer.from(data.buffer, data.byteOffset, data.byteLength), width, height });
}

export async function normalisePhoto(task: TPhotoNormaliseTask): Promise<Buffer> {
  const image = await decode(Buffer.from(task.data.buffer, task.data.byteOffset, task.data.byteLength));
  if (Math.max(image.width, image.height) > task.maxSide)
    image.scaleToFit({ w: task.maxSide, h: task.maxSide });
  return task.mime === "image/jpeg"
    ? image.getBuffer("image/jpeg", { quality: JPEG_QUALITY })
    : image.getBuffer("image/png");
}

import { createJimp } from "@jimp/core";
import jpeg from "@jimp/js-jpeg";
import png from "@jimp/js-png";
import { methods as resize } from "@jimp/plugin-resize";

// Runs in a document worker thread (decision 049): decoding a 12-megapixel JPEG in JavaScript holds a
// CPU for about a second, which the event loop must not. Jimp (MIT, pure JavaScript: jpeg-js, pngjs)
// turns the picture upright from its EXIF orientation when it decodes it, the resize brings its longest
// side within the bound, and the encoders write no EXIF, XMP or text chunk: the result carries no
// position (decision 116). Only the formats and the plugin used are loaded, not jimp's whole bundle.

export type TPhotoNormaliseTask = { data: Uint8Array; mime: "image/jpeg" | "image/png"; maxSide: number };

const Jimp = createJimp({ formats: [jpeg, png], plugins: [resize] });

/** JPEG quality of a re-encoded photo: the phone's canvas uses about the same. */
const JPEG_QUALITY = 85;

export async function normalisePhoto(task: TPhotoNormaliseTask): Promise<Buffer> {
  const image = await Jimp.fromBuffer(
    Buffer.from(task.data.buffer, task.data.byteOffset, task.data.byteLength),
  );
  if (Math.max(image.width, image.height) > task.maxSide)
    image.scaleToFit({ w: task.maxSide, h: task.maxSide });
  return task.mime === "image/jpeg"
    ? image.getBuffer("image/jpeg", { quality: JPEG_QUALITY })
    : image.getBuffer("image/png");
}

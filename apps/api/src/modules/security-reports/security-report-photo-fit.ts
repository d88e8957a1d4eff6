import { readImageInfo } from "@hts/domain";
import type { TDocPhoto } from "./security-report-pdf-photos.ts";

// Word and Excel embed a photo with its displayed size in pixels, which the stored row does not hold:
// the size is read from the image's own header (the storage module's pure reader), then fitted in a box
// keeping its proportions. Only JPEG and PNG are embedded: Word's image types stop at GIF/BMP/SVG and
// Excel before 2021 shows a WebP as a broken frame, so a WebP is listed with a note instead.

export type TFittedPhoto = { kind: "jpg" | "png"; width: number; height: number };

export function fitPhoto(photo: TDocPhoto, box: { width: number; height: number }): TFittedPhoto | null {
  const info = readImageInfo(photo.data);
  if (!info || info.width === 0 || info.height === 0) return null;
  if (info.type !== "image/jpeg" && info.type !== "image/png") return null;
  const scale = Math.min(box.width / info.width, box.height / info.height, 1);
  return {
    kind: info.type === "image/jpeg" ? "jpg" : "png",
    width: Math.max(1, Math.round(info.width * scale)),
    height: Math.max(1, Math.round(info.height * scale)),
  };
}

/** Said in the exported file where a stored photo could not be embedded. */

import type { TImageInfo } from "./image.rules.ts";
import {
  PHOTO_DECODE_MAX_MEGAPIXELS,
  PHOTO_DECODE_MAX_SIDE,
  PHOTO_MAX_SIDE,
  PHOTO_TARGET_SIDE,
} from "./storage.schemas.ts";

// What the server does with an uploaded photo (decision 116), decided from its header alone before any
// pixel is decoded: keep it as sent, strip its metadata without decoding, or decode it in a worker to
// turn it upright (EXIF orientation), bring it within 2048 px and re-encode it without metadata.

export type TPhotoPlan =
  | { action: "keep" }
  | { action: "strip" }
  | { action: "normalise"; width: number; height: number }
  | { action: "refuse"; reason: "side"; max: number }
  | { action: "refuse"; reason: "pixels"; max: number };

/** The size that fits `target` on the longest side, never enlarged. */
export function fitWithin({ width, height }: { width: number; height: number }, target: number) {
  const scale = Math.min(1, target / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export function photoPlan({
  info,
  hasMetadata,
  keepMetadata,
}: {
  info: TImageInfo;
  /** The photo carries EXIF/XMP/comments (a JPEG's EXIF may turn it: only decoding applies it). */
  hasMetadata: boolean;
  keepMetadata: boolean;
}): TPhotoPlan {
  const side = Math.max(info.width, info.height);
  // Re-encoding would lose the metadata a company keeps: its photos stay as sent, within the raw limit.
  if (keepMetadata) {
    if (side > PHOTO_MAX_SIDE) return { action: "refuse", reason: "side", max: PHOTO_MAX_SIDE };
    return { action: "keep" };
  }
  if (side > PHOTO_DECODE_MAX_SIDE) return { action: "refuse", reason: "side", max: PHOTO_DECODE_MAX_SIDE };
  if (info.width * info.height > PHOTO_DECODE_MAX_MEGAPIXELS * 1_000_000)
    return { action: "refuse", reason: "pixels", max: PHOTO_DECODE_MAX_MEGAPIXELS };
  // A WebP is always decoded and stored as a JPEG (decision 129): Word and older Excel cannot
  // show a WebP, and the exports embed the stored bytes as they are.
  if (info.type === "image/webp" || side > PHOTO_TARGET_SIDE || (info.type === "image/jpeg" && hasMetadata))
    return { action: "normalise", ...fitWithin(info, PHOTO_TARGET_SIDE) };
  return { action: "strip" };
}

import { z } from "zod";
import { zString } from "../common/common.schemas.ts";

/**
 * Raw photo limits: the phone resizes to 2048 px before sending. The server keeps a photo as it came up
 * to PHOTO_MAX_SIDE (WebP, or when the company keeps metadata); a JPEG or PNG beyond PHOTO_TARGET_SIDE
 * is decoded and brought down to it, up to PHOTO_DECODE_MAX_SIDE and PHOTO_DECODE_MAX_MEGAPIXELS
 * (decision 116).
 */
export const PHOTO_MAX_BYTES = 8 * 1024 * 1024;
export const PHOTO_MAX_SIDE = 4096;
export const PHOTO_TARGET_SIDE = 2048;
export const PHOTO_DECODE_MAX_SIDE = 8192;
/** 50 MP: a decoded bitmap of 200 MB at most, within a worker thread (a small file can decode big). */
export const PHOTO_DECODE_MAX_MEGAPIXELS = 50;
export const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export type TPhotoType = (typeof PHOTO_TYPES)[number];

export const ZPhotoUpload = z.object({
  /** The image's bytes, base64 (JSON keeps the offline queue and the zod contract simple). */
  content_base64: zString().min(1).max(11_500_000),
  /** The shift the photo was taken on (offline photos arrive later); the current one when left out. */
  shift_id: z.uuid().optional(),
  /** The phone's time of the photo; the receipt time when left out. */
  taken_at: z.iso.datetime({ offset: true }).optional(),
});
export type TPhotoUpload = z.infer<typeof ZPhotoUpload>;

export const ZPhotoCreated = z.object({ id: z.uuid() });

/** Company storage settings (`companies.settings.storage`). */
export const ZStorageSettings = z.object({
  /** The company's quota of stored files, in MB. */
  quota_mb: z.number().int().min(1).max(1_000_000),
  /** Keep the photos' EXIF (position, device) instead of stripping them on upload. */
  keep_photo_metadata: z.boolean(),
});
export type TStorageSettings = z.infer<typeof ZStorageSettings>;

export const DEFAULT_STORAGE_SETTINGS: TStorageSettings = { quota_mb: 2048, keep_photo_metadata: false };

/** The company's storage settings, defaults for anything missing or invalid. */
export function storageSettingsOf(settings: unknown): TStorageSettings {
  const raw = (settings as { storage?: unknown } | null)?.storage;
  const parsed = ZStorageSettings.partial().safeParse(raw ?? {});
  return { ...DEFAULT_STORAGE_SETTINGS, ...(parsed.success ? parsed.data : {}) };
}

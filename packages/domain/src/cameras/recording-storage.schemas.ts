import { z } from "zod";
import { ZRecordingMode } from "./camera-recording.schemas.ts";

// Issue 30, decision 114: where recordings take space, and the limits an administrator sets.

/** A retention in days (null: the server's default) and a quota in MiB (null: none). */
const ZRetentionDays = z.number().int().min(1).max(3650).nullable();
const ZQuotaMb = z.number().int().min(1).max(100_000_000).nullable();

/** Per camera: its own retention and quota, beside the company's. */
export const ZCameraRetention = z.object({ retentionDays: ZRetentionDays, quotaMb: ZQuotaMb }).strict();
export type TCameraRetention = z.infer<typeof ZCameraRetention>;

/** The company's quota for all its cameras' recordings together (evidence clips apart). */
export const ZRecordingCompanySettings = z.object({ quotaMb: ZQuotaMb }).strict();
export type TRecordingCompanySettings = z.infer<typeof ZRecordingCompanySettings>;

/** Key of the recording settings inside `companies.settings`. */
export const RECORDING_SETTINGS_KEY = "recording";

/** The company's recording settings from its settings document; anything unreadable is no quota. */
export function recordingSettingsOf(settings: unknown): TRecordingCompanySettings {
  const stored = (settings as Record<string, unknown> | null | undefined)?.[RECORDING_SETTINGS_KEY];
  const parsed = ZRecordingCompanySettings.safeParse(stored);
  return parsed.success ? parsed.data : { quotaMb: null };
}

export const ZCameraStorage = z.object({
  id: z.string(),
  name: z.string(),
  siteName: z.string(),
  recordingMode: ZRecordingMode,
  /** Kept segments on disk (the pre-event buffer is not counted: it never outlives a minute). */
  usedBytes: z.number(),
  oldestAt: z.string().nullable(),
  retentionDays: ZRetentionDays,
  quotaMb: ZQuotaMb,
});
export type TCameraStorage = z.infer<typeof ZCameraStorage>;

export const ZRecordingStorage = z.object({
  /** Free and total space of the recording directory's disk; null when it cannot be read. */
  freeBytes: z.number().nullable(),
  totalBytes: z.number().nullable(),
  /** Under this free space an alarm is raised (server setting RECORDING_MIN_FREE_MB). */
  minFreeBytes: z.number(),
  /** Retention of a camera without its own (server setting RECORDING_RETENTION_DAYS). */
  defaultRetentionDays: z.number().int(),
  quotaMb: ZQuotaMb,
  /** The company's kept segments, every camera together: what its quota measures. */
  usedBytes: z.number(),
  /** Evidence clips: outside quota and retention, never removed by them. */
  evidenceBytes: z.number(),
  cameras: z.array(ZCameraStorage),
});
export type TRecordingStorage = z.infer<typeof ZRecordingStorage>;

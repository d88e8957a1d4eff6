import { segmentsOverRetention, type TimeSpan } from "./camera-recording.rules.ts";

/**
 * Whether the recording directory's free space is low, with a margin to leave the state: once under
 * `minFreeBytes`, it stays low until 10 % above it, so a disk hovering at the threshold raises one
 * alarm, not one each time a segment is written or removed.
 */
export function spaceIsLow({
  freeBytes,
  minFreeBytes,
  wasLow,
}: {
  freeBytes: number;
  minFreeBytes: number;
  wasLow: boolean;
}): boolean {
  if (freeBytes < minFreeBytes) return true;
  return wasLow && freeBytes < minFreeBytes * 1.1;
}

/**
 * The segments a company quota removes: all the company's kept segments, every camera together,
 * oldest first until the total fits. Evidence clips are not segments: never among them.
 */
export function segmentsOverCompanyQuota<T extends TimeSpan & { bytes: number }>({
  segments,
  quotaBytes,
}: {
  segments: T[];
  quotaBytes: number | null;
}): T[] {
  if (quotaBytes === null) return [];
  return segmentsOverRetention({ segments, retentionDays: null, quotaBytes, now: 0 });
}

/** Bytes shown as gigabytes with one decimal (the alarm's and the status's wording). */
export const gigabytes = (bytes: number): number => Math.round((bytes / 1024 ** 3) * 10) / 10;

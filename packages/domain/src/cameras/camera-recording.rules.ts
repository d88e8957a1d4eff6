import type { TRecordingMode } from "./camera-recording.schemas.ts";

/** A span of time in epoch milliseconds, end exclusive. */
export type TimeSpan = { start: number; end: number };

/**
 * What a camera's recorder must do now: 'off' (no ffmpeg), 'buffer' (events mode with no event: write
 * segments and keep only the pre-event buffer), 'record' (keep everything).
 */
export function recordingWanted({
  mode,
  recordUntil,
  eventActive,
  now,
}: {
  mode: TRecordingMode;
  recordUntil: number | null;
  eventActive: boolean;
  now: number;
}): "off" | "buffer" | "record" {
  if (mode === "continuous") return "record";
  if (recordUntil !== null && recordUntil > now) return "record";
  if (mode === "events") return eventActive ? "record" : "buffer";
  return "off";
}

/**
 * An events-mode camera records while an alarm of its site is active, and for `postMs` after it was
 * resolved.
 */
export function eventActive({
  alarms,
  postMs,
  now,
}: {
  alarms: { resolvedAt: number | null }[];
  postMs: number;
  now: number;
}): boolean {
  return alarms.some((a) => a.resolvedAt === null || a.resolvedAt + postMs > now);
}

/** Buffered segments (events mode, no event) older than the pre-event time: no event can need them. */
export function expiredBufferSegments<T extends TimeSpan>({
  segments,
  preMs,
  now,
}: {
  segments: T[];
  preMs: number;
  now: number;
}): T[] {
  return segments.filter((s) => s.end < now - preMs);
}

/**
 * A recorder that should write is stalled when its last segment (or its start, before the first one)
 * is older than the allowed silence.
 */
export function isRecordingStalled({
  lastSegmentAt,
  runningSince,
  silenceMs,
  now,
}: {
  lastSegmentAt: number | null;
  runningSince: number;
  silenceMs: number;
  now: number;
}): boolean {
  const last = Math.max(lastSegmentAt ?? 0, runningSince);
  return now - last > silenceMs;
}

/** The next restart delay of a failing recorder: doubling from `baseMs`, at most `maxMs`. */
export function recorderBackoff({
  failures,
  baseMs,
  maxMs,
}: {
  failures: number;
  baseMs: number;
  maxMs: number;
}): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, failures - 1));
}

/**
 * Segments retention removes, oldest first: those older than `retentionDays`, then more of the oldest
 * until the total fits `quotaBytes`. The segment being written is never among `segments`.
 */
export function segmentsOverRetention<T extends TimeSpan & { bytes: number }>({
  segments,
  retentionDays,
  quotaBytes,
  now,
}: {
  segments: T[];
  retentionDays: number | null;
  quotaBytes: number | null;
  now: number;
}): T[] {
  const sorted = [...segments].sort((a, b) => a.start - b.start);
  const limit = retentionDays === null ? Number.NEGATIVE_INFINITY : now - retentionDays * 86_400_000;
  const removed: T[] = [];
  let total = sorted.reduce((sum, s) => sum + s.bytes, 0);
  for (const segment of sorted) {
    const tooOld = segment.end < limit;
    const overQuota = quotaBytes !== null && total > quotaBytes;
    if (!tooOld && !overQuota) break;
    removed.push(segment);
    total -= segment.bytes;
  }
  return removed;
}

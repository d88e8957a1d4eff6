import type { TMyShift } from "@hts/domain";

const MARGIN_MS = 30 * 60_000;

/**
 * The shift a logbook entry is for: the one running now, from 30 minutes before its start to 30 minutes
 * after its end (the server's own window), the latest started first; none otherwise.
 */
export function logbookShift(shifts: readonly TMyShift[], now: Date): TMyShift | null {
  const t = now.getTime();
  return (
    shifts
      .filter((s) => Date.parse(s.starts_at) - MARGIN_MS <= t && t <= Date.parse(s.ends_at) + MARGIN_MS)
      .sort((a, b) => b.starts_at.localeCompare(a.starts_at))[0] ?? null
  );
}

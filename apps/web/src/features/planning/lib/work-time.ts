import { minutesBetween, shiftWorkTime } from "@hts/domain";

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export type WorkTimeInput = {
  start: string;
  end: string;
  breakStart?: string;
  breakEnd?: string;
  /** The shift's day: with it, the length is the real elapsed time on the planning's zone. */
  date?: string;
};

/**
 * Minutes of actual work as the form shows them live (spec section 5: end minus start minus break).
 * An end at or before the start ends the next day, as on the server; with the date, a night across a
 * clock change counts its real length, with the server's own rule (`shiftWorkTime` of @hts/domain).
 * Null while a time is incomplete or the break is not shorter than the shift (the server refuses those).
 */
export function workMinutes({ start, end, breakStart, breakEnd, date }: WorkTimeInput): number | null {
  if (!TIME.test(start) || !TIME.test(end) || start === end) return null;
  const hasBreak = Boolean(breakStart) || Boolean(breakEnd);
  if (hasBreak && (!breakStart || !breakEnd || !TIME.test(breakStart) || !TIME.test(breakEnd))) return null;
  const pause = hasBreak && breakStart && breakEnd ? minutesBetween({ start: breakStart, end: breakEnd }) : 0;
  const placed =
    date && DATE.test(date)
      ? shiftWorkTime({ shift_date: date, start_time: start, end_time: end, break_minutes: 0 })
      : null;
  const total = placed?.elapsedMinutes ?? minutesBetween({ start, end });
  if (pause >= total) return null;
  return total - pause;
}

/** "11,5" in French, "11.5" in English: hours with at most two decimals. */
export function formatHours(hours: number, language: string | undefined): string {
  return new Intl.NumberFormat(language?.slice(0, 2) || "fr", { maximumFractionDigits: 2 }).format(hours);
}

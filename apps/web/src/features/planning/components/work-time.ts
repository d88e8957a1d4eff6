import { minutesBetween } from "@hts/domain";

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export type WorkTimeInput = { start: string; end: string; breakStart?: string; breakEnd?: string };

/**
 * Minutes of actual work as the form shows them live (spec section 5: end minus start minus break).
 * An end at or before the start ends the next day, as on the server. Null while a time is incomplete
 * or the break is not shorter than the shift (the server refuses those).
 */
export function workMinutes({ start, end, breakStart, breakEnd }: WorkTimeInput): number | null {
  if (!TIME.test(start) || !TIME.test(end) || start === end) return null;
  const total = minutesBetween({ start, end });
  const hasBreak = Boolean(breakStart) || Boolean(breakEnd);
  if (!hasBreak) return total;
  if (!breakStart || !breakEnd || !TIME.test(breakStart) || !TIME.test(breakEnd)) return null;
  const pause = minutesBetween({ start: breakStart, end: breakEnd });
  if (pause >= total) return null;
  return total - pause;
}

/** "11,5" in French, "11.5" in English: hours with at most two decimals. */
export function formatHours(hours: number, language: string | undefined): string {
  return new Intl.NumberFormat(language?.slice(0, 2) || "fr", { maximumFractionDigits: 2 }).format(hours);
}

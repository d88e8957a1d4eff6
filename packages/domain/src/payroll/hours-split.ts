import { TZDate } from "@date-fns/tz";
import { frenchPublicHolidays } from "./french-holidays.ts";
import { NIGHT_END_HOUR, NIGHT_START_HOUR } from "./payroll.constants.ts";

// Hours of the payroll form computed from an agent's shifts (issue 7, item 3).
// - Durations are real elapsed time between instants, so a night shift is 8 h on the last Sunday of
//   March and 10 h on the last Sunday of October; local wall-clock time only classifies each moment.
// - Night is local 21:00 to 06:00; Sunday and public-holiday hours go by the local calendar day. The
//   categories are independent: a Sunday night hour counts as night and as Sunday, and a public holiday
//   falling on a Sunday counts as both, as the form's separate premiums expect.
// - Only the part of a shift inside the month counts; a shift across the month end is split.
// - The unpaid break comes off total hours only (its time of day is not recorded, so it cannot be
//   placed in the night or on the Sunday). A shift split across two months gives each month the share
//   of the break matching its share of the shift.

export type TShiftSpan = {
  /** ISO 8601 with offset, e.g. "2026-07-13T21:00:00+02:00". */
  start: string;
  end: string;
  breakMinutes?: number;
};

export type TShiftHours = { heures: number; heuresNuit: number; heuresDimanche: number; heuresFerie: number };

const HOUR_MS = 3_600_000;

/** Mainland France's public days (french-holidays.ts), one set per year. */
const holidayCache = new Map<number, Set<string>>();
function publicHolidays(year: number): Set<string> {
  let days = holidayCache.get(year);
  if (!days) {
    days = new Set(frenchPublicHolidays(year));
    holidayCache.set(year, days);
  }
  return days;
}

export function isPublicHoliday({ date }: { date: string }): boolean {
  return publicHolidays(Number(date.slice(0, 4))).has(date);
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The instant of a local wall-clock time (the hours used here exist on every day in Europe/Paris). */
const localInstant = (y: number, m: number, d: number, h: number, timeZone: string) =>
  new TZDate(y, m, d, h, 0, 0, 0, timeZone).getTime();

type TMs = { total: number; night: number; sunday: number; holiday: number };

/** Worked milliseconds of [startMs, endMs) by category, walking local day by local day. */
function splitInterval(startMs: number, endMs: number, timeZone: string): TMs {
  const ms: TMs = { total: 0, night: 0, sunday: 0, holiday: 0 };
  if (endMs <= startMs) return ms;
  const first = new TZDate(startMs, timeZone);
  // A plain UTC date walks the local calendar without any offset arithmetic.
  const day = new Date(Date.UTC(first.getFullYear(), first.getMonth(), first.getDate()));
  for (;;) {
    const [y, m, d] = [day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()];
    const midnight = localInstant(y, m, d, 0, timeZone);
    if (midnight >= endMs) break;
    const morning = localInstant(y, m, d, NIGHT_END_HOUR, timeZone);
    const evening = localInstant(y, m, d, NIGHT_START_HOUR, timeZone);
    const next = localInstant(y, m, d + 1, 0, timeZone);
    const overlap = (a: number, b: number) => Math.max(0, Math.min(b, endMs) - Math.max(a, startMs));
    const worked = overlap(midnight, next);
    ms.total += worked;
    ms.night += overlap(midnight, morning) + overlap(evening, next);
    if (day.getUTCDay() === 0) ms.sunday += worked;
    if (isPublicHoliday({ date: `${y}-${pad(m + 1)}-${pad(d)}` })) ms.holiday += worked;
    day.setUTCDate(d + 1);
  }
  return ms;
}

function parseInstant(iso: string): number {
  const ms = Date.parse(iso);
  if (!/(Z|[+-]\d\d:?\d\d)$/i.test(iso) || Number.isNaN(ms)) {
    throw new RangeError(`Date invalide (ISO 8601 avec fuseau attendu) : ${iso}`);
  }
  return ms;
}

/**
 * Hours of one shift inside [from, to) (the whole shift when no window is given), unrounded.
 * `heures` is net of the shift's share of break inside the window.
 */
export function splitShiftHours({
  shift,
  timeZone = "Europe/Paris",
  from = Number.NEGATIVE_INFINITY,
  to = Number.POSITIVE_INFINITY,
}: {
  shift: TShiftSpan;
  timeZone?: string;
  from?: number;
  to?: number;
}): TShiftHours {
  const start = parseInstant(shift.start);
  const end = parseInstant(shift.end);
  if (end <= start) throw new RangeError("La fin de la plage doit suivre son début");
  const breakMs = (shift.breakMinutes ?? 0) * 60_000;
  if (breakMs < 0 || breakMs >= end - start) {
    throw new RangeError("La pause doit être positive et plus courte que la plage");
  }
  const inside = splitInterval(Math.max(start, from), Math.min(end, to), timeZone);
  const breakShare = (breakMs * inside.total) / (end - start);
  return {
    heures: (inside.total - breakShare) / HOUR_MS,
    heuresNuit: inside.night / HOUR_MS,
    heuresDimanche: inside.sunday / HOUR_MS,
    heuresFerie: inside.holiday / HOUR_MS,
  };
}

/** Hours rounded to the hundredth, the form's step (half up: 20 min = 0.3333 h -> 0.33). */
const hundredths = (hours: number) => Math.round(hours * 100 + Number.EPSILON) / 100;

/**
 * The payroll form's hours for one month (1-12) from an agent's shifts: only what falls between local
 * midnight of the 1st and local midnight of the 1st of the next month counts.
 */
export function monthlyHoursFromShifts({
  shifts,
  year,
  month,
  timeZone = "Europe/Paris",
}: {
  shifts: readonly TShiftSpan[];
  year: number;
  month: number;
  timeZone?: string;
}): TShiftHours {
  if (!Number.isInteger(month) || month < 1 || month > 12) throw new RangeError(`Mois invalide : ${month}`);
  const from = localInstant(year, month - 1, 1, 0, timeZone);
  const to = localInstant(year, month, 1, 0, timeZone);
  const sum: TShiftHours = { heures: 0, heuresNuit: 0, heuresDimanche: 0, heuresFerie: 0 };
  for (const shift of shifts) {
    const part = splitShiftHours({ shift, timeZone, from, to });
    sum.heures += part.heures;
    sum.heuresNuit += part.heuresNuit;
    sum.heuresDimanche += part.heuresDimanche;
    sum.heuresFerie += part.heuresFerie;
  }
  return {
    heures: hundredths(sum.heures),
    heuresNuit: hundredths(sum.heuresNuit),
    heuresDimanche: hundredths(sum.heuresDimanche),
    heuresFerie: hundredths(sum.heuresFerie),
  };
}

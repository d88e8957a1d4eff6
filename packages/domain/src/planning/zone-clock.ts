// Wall-clock arithmetic in one IANA time zone, with Intl only (the domain package stays dependency-light).
// Planning reasons in local days and weeks (a French planner's "lundi"), but measures durations in real
// elapsed time, so a night across a DST change lasts 9 h or 11 h, not 10 h.
//
// Days are counted as integers since 1970-01-01 (day 0 was a Thursday). Offsets are cached per UTC day:
// Intl is slow (microseconds per call) and a month of planning only spans about thirty days.

export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

export type TZoneClock = {
  timeZone: string;
  /** Milliseconds to add to a UTC instant to read the local wall clock. */
  offsetAt: (instant: number) => number;
  /** The local calendar day of an instant. */
  dayOf: (instant: number) => number;
  /** The instant of local midnight starting `day` (not always 24 h after the previous one). */
  startOfDay: (day: number) => number;
  /** The instant shown as `wall` (wall-clock ms since epoch, read as if UTC) on local clocks. */
  wallToInstant: (wall: number) => number;
};

type TDayOffsets = { transition: number; before: number; after: number };

/** Monday = 0 ... Sunday = 6. */
export function isoWeekday({ day }: { day: number }): number {
  return (((day + 3) % 7) + 7) % 7;
}

/** "YYYY-MM-DD" of a day number. */
export function dayToIso({ day }: { day: number }): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** "JJ/MM/AAAA", the way French screens write dates. */
export function dayToFrench({ day }: { day: number }): string {
  const [y, m, d] = dayToIso({ day }).split("-");
  return `${d}/${m}/${y}`;
}

/** Day number of "YYYY-MM-DD", or null when the text is not a real calendar date. */
export function isoToDay({ date }: { date: string }): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Years the database and date libraries agree on (Date.UTC would also read 0000 as 1900).
  if (y < 1900 || y > 2999) return null;
  const ms = Date.UTC(y, m - 1, d);
  const check = new Date(ms);
  if (check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) return null;
  return ms / DAY_MS;
}

const clocks = new Map<string, TZoneClock>();

/** One clock per zone, shared, so its offset cache survives between calls. */
export function zoneClock({ timeZone }: { timeZone: string }): TZoneClock {
  const existing = clocks.get(timeZone);
  if (existing) return existing;
  const clock = createClock(timeZone);
  clocks.set(timeZone, clock);
  return clock;
}

function createClock(timeZone: string): TZoneClock {
  const format = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  });
  const byUtcDay = new Map<number, TDayOffsets>();

  const rawOffset = (instant: number): number => {
    const parts: Record<string, number> = {};
    for (const part of format.formatToParts(instant)) parts[part.type] = Number(part.value);
    const wall = Date.UTC(
      parts.year ?? 1970,
      (parts.month ?? 1) - 1,
      parts.day ?? 1,
      parts.hour ?? 0,
      parts.minute ?? 0,
      parts.second ?? 0,
    );
    return wall - Math.floor(instant / 1000) * 1000;
  };

  // At most one offset change per day in every real zone; find it to the minute by bisection.
  const offsetsOfDay = (utcDay: number): TDayOffsets => {
    const start = utcDay * DAY_MS;
    const before = rawOffset(start);
    const after = rawOffset(start + DAY_MS - 1000);
    if (before === after) return { transition: Number.POSITIVE_INFINITY, before, after };
    let low = 0;
    let high = DAY_MS / MINUTE_MS - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (rawOffset(start + mid * MINUTE_MS) === after) high = mid;
      else low = mid + 1;
    }
    return { transition: start + low * MINUTE_MS, before, after };
  };

  const offsetAt = (instant: number): number => {
    const utcDay = Math.floor(instant / DAY_MS);
    let entry = byUtcDay.get(utcDay);
    if (!entry) {
      entry = offsetsOfDay(utcDay);
      byUtcDay.set(utcDay, entry);
    }
    return instant >= entry.transition ? entry.after : entry.before;
  };

  // A wall time can exist once, twice (autumn: the earlier one is taken) or never (spring: it is moved
  // forward by the gap, as a clock that jumps from 02:00 to 03:00 would read it).
  const wallToInstant = (wall: number): number => {
    const early = offsetAt(wall - DAY_MS);
    const late = offsetAt(wall + DAY_MS);
    const withEarly = wall - early;
    const withLate = wall - late;
    const earlyValid = withEarly + offsetAt(withEarly) === wall;
    const lateValid = withLate + offsetAt(withLate) === wall;
    if (earlyValid && lateValid) return Math.min(withEarly, withLate);
    if (earlyValid) return withEarly;
    if (lateValid) return withLate;
    return wall - Math.min(early, late);
  };

  // Week and day boundaries are asked for again and again (every shift near a Monday).
  const midnights = new Map<number, number>();
  const startOfDay = (day: number): number => {
    let instant = midnights.get(day);
    if (instant === undefined) {
      instant = wallToInstant(day * DAY_MS);
      midnights.set(day, instant);
    }
    return instant;
  };

  return {
    timeZone,
    offsetAt,
    dayOf: (instant) => Math.floor((instant + offsetAt(instant)) / DAY_MS),
    startOfDay,
    wallToInstant,
  };
}

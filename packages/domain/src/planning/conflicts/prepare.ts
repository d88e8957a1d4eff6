// Turns API-shaped shifts into instants, once, so that every rule works on numbers.
import { DAY_MS, HOUR_MS, isoToDay, MINUTE_MS, type TZoneClock } from "../zone-clock.ts";
import type { TConflictShiftInput, TTimedShift } from "./types.ts";

const TIME = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/** Wall-clock ms (read as UTC) of "HH:mm[:ss]", or null. */
function timeOfDay(text: string): number | null {
  const match = TIME.exec(text);
  if (!match) return null;
  const h = Number(match[1]);
  const m = Number(match[2]);
  const s = Number(match[3] ?? 0);
  if (h > 24 || m > 59 || s > 59 || (h === 24 && (m > 0 || s > 0))) return null;
  return h * HOUR_MS + m * MINUTE_MS + s * 1000;
}

/** Instant of an ISO date-time; without an offset it is a wall time in the planning's zone. */
export function parseDateTime({ text, clock }: { text: string; clock: TZoneClock }): number | null {
  const match = DATE_TIME.exec(text.trim());
  if (!match) return null;
  const day = isoToDay({ date: `${match[1]}-${match[2]}-${match[3]}` });
  const time = timeOfDay(`${match[4]}:${match[5]}:${match[6] ?? "00"}`);
  if (day === null || time === null) return null;
  const wall = day * DAY_MS + time;
  const zone = match[7];
  if (zone === undefined) return clock.wallToInstant(wall);
  if (zone.toUpperCase() === "Z") return wall;
  const sign = zone.startsWith("-") ? -1 : 1;
  const digits = zone.slice(1).replace(":", "");
  return wall - sign * (Number(digits.slice(0, 2)) * HOUR_MS + Number(digits.slice(2)) * MINUTE_MS);
}

type TCaches = {
  days: Map<string, number | null>;
  times: Map<string, number | null>;
  instants: Map<number, number>;
};

// Within one detection the same few dates and times repeat thousands of times: parse each once.
function cachedDay(caches: TCaches, date: string): number | null {
  let day = caches.days.get(date);
  if (day === undefined) {
    day = isoToDay({ date });
    caches.days.set(date, day);
  }
  return day;
}

function cachedTime(caches: TCaches, text: string): number | null {
  let time = caches.times.get(text);
  if (time === undefined) {
    time = timeOfDay(text);
    caches.times.set(text, time);
  }
  return time;
}

function cachedInstant(caches: TCaches, clock: TZoneClock, wall: number): number {
  let instant = caches.instants.get(wall);
  if (instant === undefined) {
    instant = clock.wallToInstant(wall);
    caches.instants.set(wall, instant);
  }
  return instant;
}

function interval(
  shift: TConflictShiftInput,
  clock: TZoneClock,
  caches: TCaches,
): { start: number; end: number } | null {
  const startTime = cachedTime(caches, shift.start_time);
  const endTime = cachedTime(caches, shift.end_time);
  if (startTime !== null && endTime !== null) {
    const day = shift.shift_date ? cachedDay(caches, shift.shift_date) : null;
    if (day === null) return null;
    // Compared as wall times, not instants: 21:00-07:00 is an overnight shift even across a DST change.
    const endDay = endTime <= startTime ? day + 1 : day;
    return {
      start: cachedInstant(caches, clock, day * DAY_MS + startTime),
      end: cachedInstant(caches, clock, endDay * DAY_MS + endTime),
    };
  }
  const start = parseDateTime({ text: shift.start_time, clock });
  const end = parseDateTime({ text: shift.end_time, clock });
  if (start === null || end === null) return null;
  return { start, end };
}

function breakMs(shift: TConflictShiftInput, defaultBreakMinutes: number): number {
  if (typeof shift.break_minutes === "number") return shift.break_minutes * MINUTE_MS;
  if (typeof shift.duration_hours === "number" && typeof shift.actual_work_hours === "number") {
    return (shift.duration_hours - shift.actual_work_hours) * HOUR_MS;
  }
  return defaultBreakMinutes * MINUTE_MS;
}

export type TShiftTimerInput = { clock: TZoneClock; defaultBreakMinutes: number };
export type TShiftTimer = (input: { shift: TConflictShiftInput; siteName: string }) => TTimedShift | null;

/**
 * A function placing shifts in time, with caches that live as long as one detection. It answers null
 * for a shift that cannot be placed (no date, bad times, end not after start).
 */
export function createShiftTimer({ clock, defaultBreakMinutes }: TShiftTimerInput): TShiftTimer {
  const caches: TCaches = { days: new Map(), times: new Map(), instants: new Map() };
  return ({ shift, siteName }) => {
    const times = interval(shift, clock, caches);
    if (!times || !(times.end > times.start)) return null;
    const duration = times.end - times.start;
    const pause = Math.min(Math.max(breakMs(shift, defaultBreakMinutes), 0), duration);
    return {
      id: shift.id,
      agentId: shift.agent_id,
      siteId: shift.site_id,
      siteName,
      start: times.start,
      end: times.end,
      work: duration - pause,
      startDay: clock.dayOf(times.start),
    };
  };
}

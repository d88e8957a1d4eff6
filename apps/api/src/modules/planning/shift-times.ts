import { PLANNING_TIME_ZONE } from "@hts/domain";
import { createShiftTimer } from "@hts/domain/planning/conflicts/prepare";
import { DAY_MS, dayToIso, isoToDay, zoneClock } from "@hts/domain/planning/zone-clock";
import { validation } from "../../lib/errors.ts";

// One zone for the planning, shared with the web forms' live work time.
export { PLANNING_TIME_ZONE };

/** The day after a "YYYY-MM-DD" date. */
export function nextDay(date: string): string {
  return dayToIso({ day: (isoToDay({ date }) ?? 0) + 1 });
}

/** Instants of local midnight starting `start_date` and ending `end_date` (an inclusive range of days). */
export function rangeInstants({ start_date, end_date }: { start_date: string; end_date: string }) {
  const clock = zoneClock({ timeZone: PLANNING_TIME_ZONE });
  const first = isoToDay({ date: start_date }) ?? 0;
  const last = isoToDay({ date: end_date }) ?? 0;
  return { from: new Date(clock.startOfDay(first)), to: new Date(clock.startOfDay(last + 1)) };
}

/** A shift spans at most one night (its end is on its date or the next): 24 h plus a DST hour. */
export const LONGEST_SHIFT_MS = DAY_MS + 3_600_000;

export type TPlacedShift = { startsAt: Date; endsAt: Date; durationHours: number; workHours: number };

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Places a planner's shift (local date, "HH:mm" times, end at or before start = next day) in real time,
 * with the same code as conflict detection, so both always agree on when a shift happens and how long.
 */
export function placeShift(shift: {
  shift_date: string;
  start_time: string;
  end_time: string;
  break_minutes: number;
}): TPlacedShift {
  const timer = createShiftTimer({
    clock: zoneClock({ timeZone: PLANNING_TIME_ZONE }),
    defaultBreakMinutes: shift.break_minutes,
  });
  const placed = timer({
    shift: { id: "", agent_id: "", site_id: "", ...shift },
    siteName: "",
  });
  if (!placed)
    throw validation([
      { loc: ["body", "end_time"], msg: "Horaires de garde invalides", type: "value_error" },
    ]);
  return {
    startsAt: new Date(placed.start),
    endsAt: new Date(placed.end),
    durationHours: round2((placed.end - placed.start) / 3_600_000),
    workHours: round2(placed.work / 3_600_000),
  };
}

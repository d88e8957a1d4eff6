import { roundWorkedMinutes, type TTimedEvent, workedTime } from "./attendance.rules.ts";
import type { TRoundingMode } from "./attendance.types.ts";

// One agent's week of timesheet (issue 22): planned minutes from the shifts, worked minutes from the
// clock events. A duty (clock-in to clock-out) counts on the day of its clock-in; a day's total is
// rounded once by the company's rule (decision 083).

export type TSheetEvent = TTimedEvent & { flags: readonly string[]; review_status: string | null };
export type TSheetShift = { date: string; planned_min: number; starts_at: Date };
export type TSheetDay = {
  date: string;
  planned_min: number;
  worked_min: number;
  worked_rounded_min: number;
  flags: string[];
  pending_exceptions: number;
};

/** Splits sorted events into duties, each starting at a clock-in (events before the first are dropped). */
export function dutiesOf(events: readonly TSheetEvent[]): TSheetEvent[][] {
  const duties: TSheetEvent[][] = [];
  for (const e of events) {
    if (e.kind === "clock_in") duties.push([e]);
    else duties.at(-1)?.push(e);
  }
  return duties;
}

export function timesheetWeek({
  days,
  shifts,
  events,
  dayOf,
  rounding,
  now,
}: {
  days: readonly string[];
  shifts: readonly TSheetShift[];
  events: readonly TSheetEvent[];
  /** The local calendar day ("YYYY-MM-DD") of an instant. */
  dayOf: (at: Date) => string;
  rounding: { step: number; mode: TRoundingMode };
  now: Date;
}): TSheetDay[] {
  const byDay = new Map<string, TSheetDay>(
    days.map((date) => [
      date,
      { date, planned_min: 0, worked_min: 0, worked_rounded_min: 0, flags: [], pending_exceptions: 0 },
    ]),
  );
  const flag = (day: TSheetDay, f: string) => {
    if (!day.flags.includes(f)) day.flags.push(f);
  };
  for (const s of shifts) {
    const day = byDay.get(s.date);
    if (day) day.planned_min += s.planned_min;
  }
  const clockedDays = new Set<string>();
  for (const duty of dutiesOf(events)) {
    const first = duty[0] as TSheetEvent;
    const day = byDay.get(dayOf(first.at));
    if (!day) continue;
    clockedDays.add(day.date);
    for (const e of duty) {
      for (const f of e.flags) flag(day, f);
      if (e.review_status === "pending") day.pending_exceptions += 1;
    }
    const time = workedTime({ events: duty });
    if (time.open) flag(day, "missing_clock_out");
    if (first.review_status === "rejected") {
      flag(day, "rejected");
      continue;
    }
    day.worked_min += time.workedMinutes;
  }
  for (const s of shifts) {
    const day = byDay.get(s.date);
    if (day && !clockedDays.has(s.date) && s.starts_at < now) flag(day, "no_clock_in");
  }
  for (const day of byDay.values())
    day.worked_rounded_min = roundWorkedMinutes({ minutes: day.worked_min, ...rounding });
  return [...byDay.values()];
}

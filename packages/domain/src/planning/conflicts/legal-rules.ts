// The rules a labour inspector audits a planning on, beyond the daily ones (decision 039):
//
// - Weekly rest (L3132-2): in every calendar week the agent works, an uninterrupted rest of at least
//   `minWeeklyRestHours` (24 h + the 11 h of daily rest = 35 h). A rest counts for every week it
//   overlaps: Saturday 20:00 to Monday 07:00 serves both weeks. Rests before the first known shift and
//   after the last are unbounded, so the edges of the loaded planning are never reported.
// - Average weekly work (L3121-22, 46 h by the agreement's derogation) over any `averageWeeks`
//   consecutive calendar weeks; weeks without shifts count as 0 h, so a partial planning can only be
//   under-estimated, never wrongly reported. Overlapping windows above the limit make one conflict,
//   worded on the worst window.
// - Night workers (L3122-5): an agent with, in one week, at least `nightWorkerMinShiftsPerWeek` shifts
//   of at least `nightWorkerMinNightHours` in the night period, or `nightWorkerYearlyNightHours` of
//   night work in the planning given. For them: average work per day worked in a calendar week at most
//   `maxNightDailyHours` (L3122-6), and average weekly work over `averageWeeks` weeks at most
//   `maxNightAverageWeeklyHours` (L3122-7).
// Durations are real elapsed time (a night across a clock change lasts 7 h or 9 h, not 8 h), compared
// in whole minutes so that the limit itself is allowed.
import { DAY_MS, HOUR_MS, isoWeekday, MINUTE_MS } from "../zone-clock.ts";
import { dayParam, draftConflict, formatDuration, formatHours } from "./format.ts";
import { MSG_CONFLICTS } from "./messages.ts";
import type { TAgentContext, TConflictDraft, TTimedShift } from "./types.ts";
import { type TWeek, workByWeek } from "./weekly-hours.ts";

const WEEK_DAYS = 7;
const minutes = (ms: number) => Math.round(ms / MINUTE_MS);
const mondayOf = (day: number) => day - isoWeekday({ day });

export function detectWeeklyRest({ context }: { context: TAgentContext }): TConflictDraft[] {
  const { shifts, rules, clock, agentName } = context;
  if (shifts.length === 0) return [];
  // Rests: the gaps between merged work periods, unbounded before the first and after the last.
  const rests: { start: number; end: number }[] = [{ start: -Infinity, end: shifts[0]?.start ?? 0 }];
  let busyEnd = -Infinity;
  for (const shift of shifts) {
    if (shift.start > busyEnd && busyEnd !== -Infinity) rests.push({ start: busyEnd, end: shift.start });
    busyEnd = Math.max(busyEnd, shift.end);
  }
  rests.push({ start: busyEnd, end: Infinity });

  const min = minutes(rules.minWeeklyRestHours * HOUR_MS);
  const weeks = new Map<number, TTimedShift[]>();
  for (const shift of shifts) {
    const monday = mondayOf(shift.startDay);
    const list = weeks.get(monday) ?? [];
    list.push(shift);
    weeks.set(monday, list);
  }
  const found: TConflictDraft[] = [];
  for (const [monday, weekShifts] of weeks) {
    const from = clock.startOfDay(monday);
    const to = clock.startOfDay(monday + WEEK_DAYS);
    let longest = 0;
    for (const rest of rests) {
      if (rest.start < to && rest.end > from) longest = Math.max(longest, rest.end - rest.start);
    }
    if (minutes(longest) >= min) continue;
    found.push(
      draftConflict({
        context,
        type: "weekly_rest_insufficient",
        severity: "error",
        description: {
          text: MSG_CONFLICTS.weeklyRest,
          params: {
            agent: agentName,
            min: formatHours({ hours: rules.minWeeklyRestHours }),
            from: dayParam(monday),
            to: dayParam(monday + WEEK_DAYS - 1),
            longest: formatDuration({ ms: longest }),
          },
        },
        suggestion: {
          text: MSG_CONFLICTS.weeklyRestFix,
          params: { min: formatHours({ hours: rules.minWeeklyRestHours }) },
        },
        shifts: weekShifts,
        period: { firstDay: monday, lastDay: monday + WEEK_DAYS - 1 },
      }),
    );
  }
  return found;
}

type TAverageInput = {
  context: TAgentContext;
  weeks: Map<number, TWeek>;
  maxHours: number;
  type: "average_weekly_hours_exceeded" | "night_weekly_hours_exceeded";
};

/** Sliding windows of `averageWeeks` calendar weeks; a run of overlapping windows over the limit is one conflict. */
function detectAverage({ context, weeks, maxHours, type }: TAverageInput): TConflictDraft[] {
  const span = context.rules.averageWeeks;
  const limit = Math.round(maxHours * 60) * span;
  const starts = new Set<number>();
  for (const monday of weeks.keys()) {
    for (let k = 0; k < span; k += 1) starts.add(monday - k * WEEK_DAYS);
  }
  const over: { start: number; work: number; shifts: TTimedShift[] }[] = [];
  for (const start of [...starts].sort((a, b) => a - b)) {
    let work = 0;
    const windowShifts = new Set<TTimedShift>();
    for (let k = 0; k < span; k += 1) {
      const week = weeks.get(start + k * WEEK_DAYS);
      if (!week) continue;
      work += week.work;
      for (const shift of week.shifts) windowShifts.add(shift);
    }
    if (minutes(work) > limit) over.push({ start, work, shifts: [...windowShifts] });
  }
  const found: TConflictDraft[] = [];
  let index = 0;
  while (index < over.length) {
    // Windows of one run start on consecutive Mondays.
    let last = index;
    while (last + 1 < over.length && (over[last + 1]?.start ?? 0) === (over[last]?.start ?? 0) + WEEK_DAYS) {
      last += 1;
    }
    const run = over.slice(index, last + 1);
    const worst = run.reduce((a, b) => (b.work > a.work ? b : a));
    const firstDay = run[0]?.start ?? worst.start;
    const lastDay = (run.at(-1)?.start ?? worst.start) + span * WEEK_DAYS - 1;
    found.push(
      draftConflict({
        context,
        type,
        severity: "error",
        description: {
          text: type === "average_weekly_hours_exceeded" ? MSG_CONFLICTS.average : MSG_CONFLICTS.nightWeekly,
          params: {
            agent: context.agentName,
            average: formatDuration({ ms: worst.work / span }),
            n: span,
            from: dayParam(worst.start),
            to: dayParam(worst.start + span * WEEK_DAYS - 1),
            max: formatHours({ hours: maxHours }),
          },
        },
        suggestion: {
          text: MSG_CONFLICTS.averageFix,
          params: { excess: formatDuration({ ms: worst.work - limit * MINUTE_MS }) },
        },
        shifts: worst.shifts,
        period: { firstDay, lastDay },
      }),
    );
    index = last + 1;
  }
  return found;
}

export function detectAverageWeeklyHours({ context }: { context: TAgentContext }): TConflictDraft[] {
  return detectAverage({
    context,
    weeks: workByWeek(context),
    maxHours: context.rules.maxAverageWeeklyHours,
    type: "average_weekly_hours_exceeded",
  });
}

function hourMinute(text: string): number {
  const [h, m] = text.split(":");
  return Number(h) * HOUR_MS + Number(m) * MINUTE_MS;
}

/** Real time a shift spends in the night period (each night: nightStart on day d to nightEnd after it). */
export function nightTime({ context, shift }: { context: TAgentContext; shift: TTimedShift }): number {
  const { clock, rules } = context;
  const start = hourMinute(rules.nightStart);
  const end = hourMinute(rules.nightEnd);
  const lastDay = clock.dayOf(shift.end);
  let total = 0;
  for (let day = shift.startDay - 1; day <= lastDay; day += 1) {
    const from = clock.wallToInstant(day * DAY_MS + start);
    const to = clock.wallToInstant((end <= start ? day + 1 : day) * DAY_MS + end);
    total += Math.max(0, Math.min(to, shift.end) - Math.max(from, shift.start));
  }
  return total;
}

/** The Code du travail's night worker, judged on the shifts given (L3122-5). */
export function isNightWorker({ context }: { context: TAgentContext }): boolean {
  const { shifts, rules } = context;
  const minNight = minutes(rules.nightWorkerMinNightHours * HOUR_MS);
  const nightShiftsByWeek = new Map<number, number>();
  let totalNight = 0;
  for (const shift of shifts) {
    const night = nightTime({ context, shift });
    totalNight += night;
    if (minutes(night) < minNight) continue;
    const monday = mondayOf(shift.startDay);
    const count = (nightShiftsByWeek.get(monday) ?? 0) + 1;
    if (count >= rules.nightWorkerMinShiftsPerWeek) return true;
    nightShiftsByWeek.set(monday, count);
  }
  return minutes(totalNight) >= minutes(rules.nightWorkerYearlyNightHours * HOUR_MS);
}

export function detectNightWork({ context }: { context: TAgentContext }): TConflictDraft[] {
  if (context.shifts.length === 0 || !isNightWorker({ context })) return [];
  const { shifts, rules, agentName } = context;
  const found: TConflictDraft[] = [];
  // Average per day worked: the shifts starting in a calendar week, over the days they start on.
  const byWeek = new Map<number, { work: number; days: Set<number>; shifts: TTimedShift[] }>();
  for (const shift of shifts) {
    const monday = mondayOf(shift.startDay);
    const week = byWeek.get(monday) ?? { work: 0, days: new Set<number>(), shifts: [] };
    week.work += shift.work;
    week.days.add(shift.startDay);
    week.shifts.push(shift);
    byWeek.set(monday, week);
  }
  const dailyLimit = minutes(rules.maxNightDailyHours * HOUR_MS);
  for (const [monday, week] of byWeek) {
    const average = week.work / week.days.size;
    if (minutes(average) <= dailyLimit) continue;
    found.push(
      draftConflict({
        context,
        type: "night_daily_hours_exceeded",
        severity: "error",
        description: {
          text: MSG_CONFLICTS.nightDaily,
          params: {
            agent: agentName,
            average: formatDuration({ ms: average }),
            from: dayParam(monday),
            to: dayParam(monday + WEEK_DAYS - 1),
            max: formatHours({ hours: rules.maxNightDailyHours }),
          },
        },
        suggestion: { text: MSG_CONFLICTS.nightDailyFix, params: {} },
        shifts: week.shifts,
        period: { firstDay: monday, lastDay: monday + WEEK_DAYS - 1 },
      }),
    );
  }
  found.push(
    ...detectAverage({
      context,
      weeks: workByWeek(context),
      maxHours: rules.maxNightAverageWeeklyHours,
      type: "night_weekly_hours_exceeded",
    }),
  );
  return found;
}

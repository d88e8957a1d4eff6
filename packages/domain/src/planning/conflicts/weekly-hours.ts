// Weekly maximum (default 48 h, Code du travail L3121-20) per calendar week, Monday 00:00 to the next
// Monday 00:00 on the local clock. A shift crossing that boundary (Sunday 22:00 - Monday 06:00) counts
// in each week for the part worked there, its break shared in proportion. Exactly the maximum is allowed.
// One conflict per agent and week, severity error.
import { isoWeekday } from "../zone-clock.ts";
import { dayParam, draftConflict, formatDuration, formatHours } from "./format.ts";
import { MSG_CONFLICTS } from "./messages.ts";
import type { TAgentContext, TConflictDraft, TTimedShift } from "./types.ts";

export type TWeek = { work: number; shifts: TTimedShift[] };

/**
 * Work per calendar week (key: the Monday's day number), Monday 00:00 to the next Monday 00:00 on the
 * local clock, in real elapsed time. A shift across the boundary counts in each week for its part.
 */
export function workByWeek({ shifts, clock }: Pick<TAgentContext, "shifts" | "clock">): Map<number, TWeek> {
  const weeks = new Map<number, TWeek>();
  for (const shift of shifts) {
    const ratio = shift.work / (shift.end - shift.start);
    let monday = shift.startDay - isoWeekday({ day: shift.startDay });
    let from = shift.start;
    while (from < shift.end) {
      const nextMonday = clock.startOfDay(monday + 7);
      const to = Math.min(shift.end, nextMonday);
      const week = weeks.get(monday) ?? { work: 0, shifts: [] };
      week.work += (to - from) * ratio;
      week.shifts.push(shift);
      weeks.set(monday, week);
      from = to;
      monday += 7;
    }
  }
  return weeks;
}

export function detectWeeklyHours({ context }: { context: TAgentContext }): TConflictDraft[] {
  const { rules, agentName } = context;
  const weeks = workByWeek(context);
  const limit = Math.round(rules.maxWeeklyHours * 60);
  const found: TConflictDraft[] = [];
  for (const [monday, week] of weeks) {
    // Minutes, rounded: a break shared across the boundary must not turn 48 h into 48 h + 1 ms.
    if (Math.round(week.work / 60_000) <= limit) continue;
    found.push(
      draftConflict({
        context,
        type: "weekly_hours_exceeded",
        severity: "error",
        description: {
          text: MSG_CONFLICTS.weekly,
          params: {
            agent: agentName,
            work: formatDuration({ ms: week.work }),
            from: dayParam(monday),
            to: dayParam(monday + 6),
            max: formatHours({ hours: rules.maxWeeklyHours }),
          },
        },
        suggestion: {
          text: MSG_CONFLICTS.weeklyFix,
          params: { excess: formatDuration({ ms: week.work - limit * 60_000 }) },
        },
        shifts: week.shifts,
        period: { firstDay: monday, lastDay: monday + 6 },
      }),
    );
  }
  return found;
}

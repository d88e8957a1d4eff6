// Daily rest (Code du travail L3131-1): 11 consecutive hours of rest in every 24 hours.
//
// Two shifts of the same agent with a gap shorter than the minimum are NOT always a breach: a split
// day (08:00-12:00, then 14:00-18:00) still leaves 14 h of rest before the next morning. The breach is
// when the work period that the short gap ties together spans more than 24 h - 11 h = 13 h from its
// first start to the second shift's end: then no 11 h rest fits in the 24 h that began with it.
// A night ending at 06:00 followed by 14:00 the same day, or 22:00 then 07:00 the next morning, are
// breaches; two back-to-back shifts (gap 0) are one continuous post, not a rest, and are not reported
// here (shift length rules and overlaps cover them). One conflict per offending pair, severity error;
// the shift after a breach opens a new work period.
import { dayParam, describeShift, draftConflict, formatDuration, formatHours, formatTime } from "./format.ts";
import { MSG_CONFLICTS } from "./messages.ts";
import type { TAgentContext, TConflictDraft, TTimedShift } from "./types.ts";

const DAY_MS = 86_400_000;

export function detectInsufficientRest({ context }: { context: TAgentContext }): TConflictDraft[] {
  const { shifts, rules, clock, agentName } = context;
  const minRest = rules.minRestHours * 3_600_000;
  const maxSpan = DAY_MS - minRest;
  const found: TConflictDraft[] = [];
  // The shift that ends last so far: with overlaps, it is the one the agent really leaves from.
  let previous: TTimedShift | undefined;
  let periodStart = 0;
  for (const shift of shifts) {
    if (!previous) {
      previous = shift;
      periodStart = shift.start;
      continue;
    }
    const gap = shift.start - previous.end;
    if (gap >= minRest) {
      periodStart = shift.start;
    } else if (gap > 0 && shift.end - periodStart > maxSpan) {
      found.push(
        draftConflict({
          context,
          type: "insufficient_rest",
          severity: "error",
          description: {
            text: MSG_CONFLICTS.rest,
            params: {
              agent: agentName,
              gap: formatDuration({ ms: gap }),
              shift: describeShift({ clock, shift: previous }),
              day: dayParam(shift.startDay),
              time: formatTime({ clock, instant: shift.start }),
              min: formatHours({ hours: rules.minRestHours }),
            },
          },
          suggestion: {
            text: MSG_CONFLICTS.restFix,
            params: { missing: formatDuration({ ms: minRest - gap }) },
          },
          shifts: [previous, shift],
        }),
      );
      // The breach is reported once; the day that starts here is judged on its own from now on, so a
      // later lunch break that day is not reported again.
      periodStart = shift.start;
    }
    if (shift.end > previous.end) previous = shift;
  }
  return found;
}

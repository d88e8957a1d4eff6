// A shift over the maximum work time (default 12 h: the collective agreement 1351 allows 12 h posts,
// beyond the Code du travail's 10 h). Work time is real elapsed time minus the break, so the DST night in
// October counts one hour more. Exactly the maximum is allowed. One conflict per shift, severity error.
import { describeShift, draftConflict, formatDuration, formatHours } from "./format.ts";
import { MSG_CONFLICTS } from "./messages.ts";
import type { TAgentContext, TConflictDraft } from "./types.ts";

export function detectLongShifts({ context }: { context: TAgentContext }): TConflictDraft[] {
  const { shifts, rules, clock, agentName } = context;
  const limit = Math.round(rules.maxShiftWorkHours * 60);
  const found: TConflictDraft[] = [];
  for (const shift of shifts) {
    if (Math.round(shift.work / 60_000) <= limit) continue;
    found.push(
      draftConflict({
        context,
        type: "shift_too_long",
        severity: "error",
        description: {
          text: MSG_CONFLICTS.tooLong,
          params: {
            agent: agentName,
            work: formatDuration({ ms: shift.work }),
            shift: describeShift({ clock, shift }),
            max: formatHours({ hours: rules.maxShiftWorkHours }),
          },
        },
        suggestion: { text: MSG_CONFLICTS.tooLongFix },
        shifts: [shift],
        siteId: shift.siteId,
      }),
    );
  }
  return found;
}

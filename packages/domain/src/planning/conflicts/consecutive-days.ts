// Consecutive working days (default at most 6: Code du travail L3132-1 forbids a 7th day in a row).
// A day counts as worked when a shift STARTS on it, the way a planning grid files shifts under their
// date: a night 22:00-06:00 belongs to the evening it starts. Counting its morning too would turn six
// nights a week, followed by a full day and night off, into seven "days" and invent a conflict.
// One conflict per run longer than the maximum, severity error; its shifts are those of the whole run.
import { dayParam, draftConflict } from "./format.ts";
import { MSG_CONFLICTS } from "./messages.ts";
import type { TAgentContext, TConflictDraft, TTimedShift } from "./types.ts";

export function detectConsecutiveDays({ context }: { context: TAgentContext }): TConflictDraft[] {
  const { shifts, rules, agentName } = context;
  const found: TConflictDraft[] = [];
  let run: TTimedShift[] = [];
  let runFirst = 0;
  let runLast = 0;

  const close = () => {
    const length = runLast - runFirst + 1;
    if (run.length === 0 || length <= rules.maxConsecutiveDays) return;
    found.push(
      draftConflict({
        context,
        type: "too_many_consecutive_days",
        severity: "error",
        description: {
          text: MSG_CONFLICTS.consecutive,
          params: {
            agent: agentName,
            n: length,
            from: dayParam(runFirst),
            to: dayParam(runLast),
            max: rules.maxConsecutiveDays,
          },
        },
        suggestion: {
          text: MSG_CONFLICTS.consecutiveFix,
          params: { day: dayParam(runFirst + rules.maxConsecutiveDays) },
        },
        shifts: run,
        period: { firstDay: runFirst, lastDay: runLast },
      }),
    );
  };

  // Shifts are sorted by start, so their start days never go backwards.
  for (const shift of shifts) {
    if (run.length > 0 && shift.startDay <= runLast + 1) {
      run.push(shift);
      runLast = shift.startDay;
      continue;
    }
    close();
    run = [shift];
    runFirst = shift.startDay;
    runLast = shift.startDay;
  }
  close();
  return found;
}

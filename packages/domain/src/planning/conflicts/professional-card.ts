// The CNAPS professional card is valid up to and including its expiry date. A shift that works on any
// local day after that date is a conflict, including the morning part of a night that starts on the
// expiry date. An agent without a recorded expiry is not reported (nothing is known, nothing invented).
// One conflict per shift, critical: the agent may not legally work.
import { isoToDay } from "../zone-clock.ts";
import { dayParam, describeShift, draftConflict } from "./format.ts";
import { MSG_CONFLICTS } from "./messages.ts";
import type { TAgentContext, TConflictDraft } from "./types.ts";

export function detectExpiredCard({ context }: { context: TAgentContext }): TConflictDraft[] {
  const { agent, shifts, clock, agentName } = context;
  const expiry = agent?.professional_card_expiry;
  const lastValidDay = expiry ? isoToDay({ date: expiry.slice(0, 10) }) : null;
  if (lastValidDay === null) return [];
  const found: TConflictDraft[] = [];
  for (const shift of shifts) {
    // The last instant worked is end - 1 ms: a shift ending at midnight does not work the next day.
    if (clock.dayOf(shift.end - 1) <= lastValidDay) continue;
    found.push(
      draftConflict({
        context,
        type: "professional_card_expired",
        severity: "critical",
        description: {
          text: MSG_CONFLICTS.cardExpired,
          params: { agent: agentName, day: dayParam(lastValidDay), shift: describeShift({ clock, shift }) },
        },
        suggestion: { text: MSG_CONFLICTS.cardExpiredFix },
        shifts: [shift],
        siteId: shift.siteId,
      }),
    );
  }
  return found;
}

// A shift during the agent's leave or declared unavailability. Dates ("2026-08-03") cover whole local
// days, both bounds included, as leave is requested; date-times are exact. Strict overlap: a shift ending
// at midnight the evening before the leave starts is fine. One conflict per shift and period, error.
import type { TServerText } from "../../i18n/server-text.ts";
import { isoToDay, type TZoneClock } from "../zone-clock.ts";
import { dayParam, describeShift, draftConflict } from "./format.ts";
import { MSG_CONFLICTS } from "./messages.ts";
import { parseDateTime } from "./prepare.ts";
import type { TAgentContext, TConflictDraft, TUnavailability } from "./types.ts";

type TPeriod = { start: number; end: number; label: TServerText; kind: TUnavailability["kind"] };

function toPeriod(item: TUnavailability, clock: TZoneClock): TPeriod | null {
  const firstDay = isoToDay({ date: item.start });
  const lastDay = isoToDay({ date: item.end });
  const start = firstDay === null ? parseDateTime({ text: item.start, clock }) : clock.startOfDay(firstDay);
  const end = lastDay === null ? parseDateTime({ text: item.end, clock }) : clock.startOfDay(lastDay + 1);
  if (start === null || end === null || !(end > start)) return null;
  const from = clock.dayOf(start);
  const to = lastDay ?? clock.dayOf(end - 1);
  const label: TServerText =
    from === to
      ? { text: MSG_CONFLICTS.periodDay, params: { day: dayParam(from) } }
      : { text: MSG_CONFLICTS.periodDays, params: { from: dayParam(from), to: dayParam(to) } };
  return { start, end, kind: item.kind === "leave" ? "leave" : "unavailable", label };
}

export function detectUnavailability({ context }: { context: TAgentContext }): TConflictDraft[] {
  const { agent, shifts, clock, agentName } = context;
  const periods = (agent?.unavailability ?? [])
    .map((item) => toPeriod(item, clock))
    .filter((period): period is TPeriod => period !== null);
  if (periods.length === 0) return [];
  const found: TConflictDraft[] = [];
  for (const shift of shifts) {
    for (const period of periods) {
      if (!(shift.start < period.end && period.start < shift.end)) continue;
      found.push({
        ...draftConflict({
          context,
          type: "agent_unavailable",
          // A declared leave blocks a shift (decision 040); an unavailability is an error to review.
          severity: period.kind === "leave" ? "critical" : "error",
          description: {
            text: period.kind === "leave" ? MSG_CONFLICTS.leave : MSG_CONFLICTS.unavailable,
            params: { agent: agentName, period: period.label, shift: describeShift({ clock, shift }) },
          },
          suggestion: { text: MSG_CONFLICTS.unavailableFix },
          shifts: [shift],
          siteId: shift.siteId,
        }),
        // Two leave periods can cover the same shift: the key tells them apart.
        id: `agent_unavailable:${context.agentId}:${shift.id}:${period.start}`,
      });
    }
  }
  return found;
}

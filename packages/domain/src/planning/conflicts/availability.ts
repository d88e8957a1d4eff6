// A shift during the agent's leave or declared unavailability. Dates ("2026-08-03") cover whole local
// days, both bounds included, as leave is requested; date-times are exact. Strict overlap: a shift ending
// at midnight the evening before the leave starts is fine. One conflict per shift and period, error.
import { dayToFrench, isoToDay, type TZoneClock } from "../zone-clock.ts";
import { describeShift, draftConflict } from "./format.ts";
import { parseDateTime } from "./prepare.ts";
import type { TAgentContext, TConflictDraft, TUnavailability } from "./types.ts";

type TPeriod = { start: number; end: number; label: string; kind: string };

const KIND_LABELS: Record<TUnavailability["kind"], string> = {
  leave: "en congé",
  unavailable: "indisponible",
};

function toPeriod(item: TUnavailability, clock: TZoneClock): TPeriod | null {
  const firstDay = isoToDay({ date: item.start });
  const lastDay = isoToDay({ date: item.end });
  const start = firstDay === null ? parseDateTime({ text: item.start, clock }) : clock.startOfDay(firstDay);
  const end = lastDay === null ? parseDateTime({ text: item.end, clock }) : clock.startOfDay(lastDay + 1);
  if (start === null || end === null || !(end > start)) return null;
  const from = dayToFrench({ day: clock.dayOf(start) });
  const to = dayToFrench({ day: lastDay ?? clock.dayOf(end - 1) });
  const label = from === to ? `le ${from}` : `du ${from} au ${to}`;
  return { start, end, kind: KIND_LABELS[item.kind] ?? "indisponible", label };
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
          severity: "error",
          description:
            `Agent ${period.kind} : ${agentName} est ${period.kind} ${period.label}, ` +
            `mais planifié ${describeShift({ clock, shift })}.`,
          suggestion: "Affectez cette garde à un autre agent disponible.",
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

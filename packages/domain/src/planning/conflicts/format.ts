// Wording helpers and the one place conflicts are assembled. Sentences are templates with params
// (messages.ts), rendered in the reader's language by `detectConflicts` (decision 014).
import type { TServerText } from "../../i18n/server-text.ts";
import type { TConflictSeverity, TConflictType } from "../planning.schemas.ts";
import { dayToIso, HOUR_MS, MINUTE_MS, type TZoneClock } from "../zone-clock.ts";
import { MSG_CONFLICTS } from "./messages.ts";
import type { TAgentContext, TConflictDraft, TTimedShift } from "./types.ts";

/** "9 h", "9 h 30", "0 h 45": how French schedules write durations. */
export function formatDuration({ ms }: { ms: number }): string {
  const minutes = Math.round(ms / MINUTE_MS);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m === 0 ? `${h} h` : `${h} h ${String(m).padStart(2, "0")}`;
}

/** "22:00" on the local clock. */
export function formatTime({ clock, instant }: { clock: TZoneClock; instant: number }): string {
  const local = instant + clock.offsetAt(instant);
  const minutes = Math.floor((((local % 86_400_000) + 86_400_000) % 86_400_000) / MINUTE_MS);
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** A local day as a text param, formatted for the reader ("14/03/2026" in French). */
export const dayParam = (day: number) => ({ day: dayToIso({ day }) });

/** "le 14/03/2026 de 22:00 à 06:00 (Site A)", or without the site when the sentence names it already. */
export function describeShift({
  clock,
  shift,
  withSite = true,
}: {
  clock: TZoneClock;
  shift: TTimedShift;
  withSite?: boolean;
}): TServerText {
  const from = formatTime({ clock, instant: shift.start });
  const to = formatTime({ clock, instant: shift.end });
  const day = dayParam(shift.startDay);
  return withSite
    ? { text: MSG_CONFLICTS.shiftWithSite, params: { day, from, to, site: shift.siteName } }
    : { text: MSG_CONFLICTS.shift, params: { day, from, to } };
}

export function formatHours({ hours }: { hours: number }): string {
  return formatDuration({ ms: hours * HOUR_MS });
}

export type TDraftInput = {
  context: TAgentContext;
  type: TConflictType;
  severity: TConflictSeverity;
  description: TServerText;
  suggestion: TServerText;
  shifts: TTimedShift[];
  /** Periods (weeks, runs of days) give their own bounds and key; otherwise the shifts' days are used. */
  period?: { firstDay: number; lastDay: number };
  siteId?: string;
};

export function draftConflict({
  context,
  type,
  severity,
  description,
  suggestion,
  shifts,
  period,
  siteId,
}: TDraftInput): TConflictDraft {
  const days = shifts.map((shift) => shift.startDay);
  const firstDay = period?.firstDay ?? Math.min(...days);
  const lastDay = period?.lastDay ?? Math.max(...days);
  const shiftIds = shifts.map((shift) => shift.id);
  const key = period ? dayToIso({ day: firstDay }) : shiftIds.join(",");
  return {
    id: `${type}:${context.agentId}:${key}`,
    conflict_type: type,
    severity,
    // Rendered in the reader's language by detectConflicts.
    description: "",
    suggestion: "",
    texts: { description, suggestion },
    agent_id: context.agentId,
    agent_name: context.agentName,
    shift_ids: shiftIds,
    ...(siteId === undefined ? {} : { site_id: siteId }),
    date: dayToIso({ day: period ? firstDay : (shifts.at(-1)?.startDay ?? firstDay) }),
    ...(period ? { end_date: dayToIso({ day: lastDay }) } : {}),
    firstDay,
    lastDay,
    firstStart: Math.min(...shifts.map((shift) => shift.start)),
  };
}

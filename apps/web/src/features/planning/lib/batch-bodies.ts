import type { ShiftBatch } from "../api/shifts-api.ts";

export type CopyMode = "week" | "day" | "repeat";
/** 'Tous les agents' (no `agent_ids`: every agent of the source), or the ticked ones. */
export type AgentChoice = { all: boolean; ids: string[] };

export type CopyForm = {
  mode: CopyMode;
  /** Any day of the source week, or the source day. */
  source: string;
  target: string;
  days: string[];
  everyWeeks: number;
  until: string;
  agents: AgentChoice;
  includeCancelled: boolean;
  /** Repeat these shifts (one chosen in its edit dialog) rather than the source week. */
  shiftIds?: string[];
};

/** The ids a choice stands for when the API needs them listed: every agent when 'Tous' is ticked. */
export function chosenAgentIds(choice: AgentChoice, agents: { id: string }[] | undefined): string[] {
  return choice.all ? (agents ?? []).map((agent) => agent.id) : choice.ids;
}

/** The batch the copy dialog sends: copy-week, copy-day or repeat, with only the fields of its mode. */
export function copyBatch(form: CopyForm): ShiftBatch {
  const common = {
    include_cancelled: form.includeCancelled,
    ...(form.agents.all ? {} : { agent_ids: form.agents.ids }),
  };
  if (form.mode === "week")
    return { kind: "copy-week", body: { source_week: form.source, target_week: form.target, ...common } };
  if (form.mode === "day")
    return { kind: "copy-day", body: { source_date: form.source, target_dates: form.days, ...common } };
  const source = form.shiftIds?.length ? { shift_ids: form.shiftIds } : { source_week: form.source };
  return { kind: "repeat", body: { ...source, every_weeks: form.everyWeeks, until: form.until, ...common } };
}

/** Whether the copy form holds enough to ask for a preview (the server checks the rest, 422). */
export function copyReady(form: CopyForm): boolean {
  if (form.shiftIds?.length) return form.mode === "repeat" && Boolean(form.until) && form.everyWeeks >= 1;
  if (!form.source || (!form.agents.all && form.agents.ids.length === 0)) return false;
  if (form.mode === "week") return Boolean(form.target);
  if (form.mode === "day") return form.days.length > 0;
  return Boolean(form.until) && Number.isInteger(form.everyWeeks) && form.everyWeeks >= 1;
}

export type TemplateForm = {
  templateId: string;
  agentIds: string[];
  start: string;
  end: string;
  /** ISO weekdays, 1 = Monday ... 7 = Sunday. */
  weekdays: number[];
  siteId: string;
  notes: string;
};

/** The 'Appliquer un gabarit' batch: a range of days on some weekdays, an optional site and notes. */
export function templateBatch(form: TemplateForm): ShiftBatch {
  return {
    kind: "apply-template",
    body: {
      template_id: form.templateId,
      agent_ids: form.agentIds,
      start_date: form.start,
      end_date: form.end,
      // All seven ticked: no `weekdays`, the API's "every day".
      ...(form.weekdays.length < 7 ? { weekdays: [...form.weekdays].sort() } : {}),
      ...(form.siteId ? { site_id: form.siteId } : {}),
      ...(form.notes.trim() ? { notes: form.notes.trim() } : {}),
    },
  };
}

export function templateReady(form: TemplateForm): boolean {
  return (
    Boolean(form.templateId) &&
    form.agentIds.length > 0 &&
    Boolean(form.start) &&
    Boolean(form.end) &&
    form.weekdays.length > 0
  );
}

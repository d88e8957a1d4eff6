// Conflict detection over a whole planning: group shifts by agent, sort each agent's shifts once, then
// run every rule as a linear scan. Cancelled shifts never conflict; shifts that cannot be placed in time
// are left to validation, not reported. Output order is stable: severity, date, agent, type, shifts.
import type { TLang } from "../../i18n/languages.ts";
import { renderServerText } from "../../i18n/server-text.ts";
import type { TConflict, TConflictSeverity, TConflictType } from "../planning.schemas.ts";
import { CONFLICT_TYPES } from "../planning.schemas.ts";
import { DEFAULT_PLANNING_RULES, type TPlanningRules } from "../planning-settings.ts";
import { isoToDay, zoneClock } from "../zone-clock.ts";
import { detectUnavailability } from "./availability.ts";
import { detectMissingCertifications } from "./certifications.ts";
import { detectConsecutiveDays } from "./consecutive-days.ts";
import { detectLongShifts } from "./duration.ts";
import { detectInactiveSites } from "./inactive-site.ts";
import { detectAverageWeeklyHours, detectNightWork, detectWeeklyRest } from "./legal-rules.ts";
import { detectOverlaps } from "./overlap.ts";
import { createShiftTimer } from "./prepare.ts";
import { detectExpiredCard } from "./professional-card.ts";
import { detectInsufficientRest } from "./rest.ts";
import type {
  TAgentContext,
  TConflictAgentInput,
  TConflictDraft,
  TConflictShiftInput,
  TConflictSiteInput,
  TTimedShift,
} from "./types.ts";
import { detectWeeklyHours } from "./weekly-hours.ts";

export type TDetectConflictsInput = {
  shifts: TConflictShiftInput[];
  agents: TConflictAgentInput[];
  sites: TConflictSiteInput[];
  rules?: Partial<TPlanningRules>;
  /** IANA zone in which dates, days and weeks are read. */
  timeZone?: string;
  /**
   * Inclusive local dates: only conflicts touching them are returned. Pass shifts from a few days
   * before and after (a week covers both sides) so rest, weeks and runs of days are judged whole.
   */
  range?: { start_date: string; end_date: string };
  /** The reader's language for descriptions and suggestions (decision 014); French by default. */
  lang?: TLang;
};

const RULES = [
  detectOverlaps,
  detectInsufficientRest,
  detectLongShifts,
  detectWeeklyHours,
  detectConsecutiveDays,
  detectUnavailability,
  detectMissingCertifications,
  detectExpiredCard,
  detectInactiveSites,
  detectWeeklyRest,
  detectAverageWeeklyHours,
  detectNightWork,
];

const SEVERITY_RANK: Record<TConflictSeverity, number> = { critical: 0, error: 1, warning: 2, info: 3 };
const TYPE_RANK = Object.fromEntries(CONFLICT_TYPES.map((type, index) => [type, index])) as Record<
  TConflictType,
  number
>;

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function compareConflicts(a: TConflictDraft, b: TConflictDraft): number {
  return (
    SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] ||
    compareText(a.date, b.date) ||
    compareText(a.agent_id, b.agent_id) ||
    TYPE_RANK[a.conflict_type] - TYPE_RANK[b.conflict_type] ||
    a.firstStart - b.firstStart ||
    compareText(a.id, b.id)
  );
}

function compareShifts(a: TTimedShift, b: TTimedShift): number {
  return a.start - b.start || a.end - b.end || compareText(a.id, b.id);
}

export function detectConflicts({
  shifts,
  agents,
  sites,
  rules,
  timeZone = "Europe/Paris",
  range,
  lang = "fr",
}: TDetectConflictsInput): TConflict[] {
  const clock = zoneClock({ timeZone });
  const settings: TPlanningRules = { ...DEFAULT_PLANNING_RULES, ...rules };
  const agentsById = new Map(agents.map((agent) => [agent.id, agent]));
  const sitesById = new Map(sites.map((site) => [site.id, site]));

  const timeShift = createShiftTimer({ clock, defaultBreakMinutes: settings.defaultBreakMinutes });
  const byAgent = new Map<string, TTimedShift[]>();
  const names = new Map<string, string>();
  const seen = new Set<string>();
  for (const shift of shifts) {
    // A shift listed twice is one shift: it must not overlap itself.
    if (shift.status === "cancelled" || seen.has(shift.id)) continue;
    seen.add(shift.id);
    const site = sitesById.get(shift.site_id);
    const timed = timeShift({ shift, siteName: site?.name ?? shift.site_name ?? shift.site_id });
    if (!timed) continue;
    const list = byAgent.get(timed.agentId);
    if (list) list.push(timed);
    else byAgent.set(timed.agentId, [timed]);
    if (shift.agent_name && !names.has(timed.agentId)) names.set(timed.agentId, shift.agent_name);
  }

  const firstDay = range ? isoToDay({ date: range.start_date }) : null;
  const lastDay = range ? isoToDay({ date: range.end_date }) : null;
  const inRange = (draft: TConflictDraft) =>
    (firstDay === null || draft.lastDay >= firstDay) && (lastDay === null || draft.firstDay <= lastDay);

  const drafts: TConflictDraft[] = [];
  for (const [agentId, agentShifts] of byAgent) {
    agentShifts.sort(compareShifts);
    const agent = agentsById.get(agentId);
    const context: TAgentContext = {
      agentId,
      agentName: agent?.name ?? names.get(agentId) ?? agentId,
      agent,
      shifts: agentShifts,
      sites: sitesById,
      rules: settings,
      clock,
    };
    for (const rule of RULES) {
      for (const draft of rule({ context })) if (inRange(draft)) drafts.push(draft);
    }
  }
  return drafts
    .sort(compareConflicts)
    .map(({ firstDay: _first, lastDay: _last, firstStart: _start, texts, ...conflict }) => ({
      ...conflict,
      description: renderServerText(texts.description, lang, timeZone),
      suggestion: renderServerText(texts.suggestion, lang, timeZone),
    }));
}

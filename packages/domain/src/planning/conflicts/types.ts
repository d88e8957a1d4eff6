// Plain-data inputs of conflict detection, and the shapes the rules share.
import type { TServerText } from "../../i18n/server-text.ts";
import type { TConflict } from "../planning.schemas.ts";
import type { TPlanningRules } from "../planning-settings.ts";
import type { TZoneClock } from "../zone-clock.ts";

/**
 * A shift as stored or sent by the API: either a local `shift_date` with "HH:mm" times (an end at or
 * before the start ends the next day), or full ISO 8601 date-times (with an offset, or read as local).
 */
export type TConflictShiftInput = {
  id: string;
  agent_id: string;
  site_id: string;
  start_time: string;
  end_time: string;
  shift_date?: string | null;
  break_minutes?: number | null;
  duration_hours?: number | null;
  actual_work_hours?: number | null;
  status?: string | null;
  agent_name?: string | null;
  site_name?: string | null;
};

/** `start`/`end` as "YYYY-MM-DD" cover whole local days, both included; ISO date-times are exact. */
export type TUnavailability = { start: string; end: string; kind: "leave" | "unavailable" };

export type TConflictAgentInput = {
  id: string;
  name: string;
  status?: string | null;
  certifications?: string[] | null;
  professional_card_expiry?: string | null;
  unavailability?: TUnavailability[] | null;
};

export type TConflictSiteInput = {
  id: string;
  name: string;
  active?: boolean | null;
  /** The sites area says "active"/"inactive"; either flag may be given. */
  status?: string | null;
  required_certifications?: string[] | null;
};

/** A shift with real instants (epoch ms), ready for the rules. */
export type TTimedShift = {
  id: string;
  agentId: string;
  siteId: string;
  siteName: string;
  start: number;
  end: number;
  /** Work time: end - start - break, in ms. */
  work: number;
  /** Local day the shift starts on: the day a planner files it under. */
  startDay: number;
};

export type TAgentContext = {
  agentId: string;
  agentName: string;
  agent: TConflictAgentInput | undefined;
  /** Sorted by start, then end, then id. */
  shifts: TTimedShift[];
  sites: Map<string, TConflictSiteInput>;
  rules: TPlanningRules;
  clock: TZoneClock;
};

/**
 * A conflict before range filtering: `firstDay`/`lastDay` say which local days it concerns, `firstStart`
 * (its earliest shift's start) orders conflicts of the same day chronologically.
 */
export type TConflictDraft = TConflict & {
  firstDay: number;
  lastDay: number;
  firstStart: number;
  /** Description and suggestion as templates, rendered in the reader's language at the end. */
  texts: { description: TServerText; suggestion: TServerText };
};

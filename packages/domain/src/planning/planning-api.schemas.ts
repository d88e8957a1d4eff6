// Additions to the planning API schemas (planning.schemas.ts stays as its author wrote it): filters on
// the shift list, PATCH on a shift, and the agents screen's "Nouvelle garde" form, which posts to the
// same endpoint with a break given as two times and the site taken from the agent when omitted.
import { z } from "zod";
import { zText } from "../common/common.schemas.ts";
import { MSG_OPS } from "../common/messages.ts";
import {
  PLANNING_MSG,
  ZConflict,
  ZPlanningRangeQuery,
  ZShift,
  ZShiftCreate,
  ZShiftStatus,
  ZShiftType,
  zLocalDate,
  zLocalTime,
  zPost,
} from "./planning.schemas.ts";

export const PLANNING_API_MSG = {
  breakTooLong: "La pause doit être plus courte que la garde",
  breakIncomplete: "Indiquez le début et la fin de la pause",
  agentNotFound: "Agent introuvable",
  siteNotFound: "Site introuvable",
  noSite: "Aucun site : choisissez un site ou affectez l'agent à un site",
  calendarInvalid: "Lien de calendrier invalide ou révoqué",
  shiftCreated: "Garde de {hours} h créée",
} as const;

/** Minutes between two "HH:mm" times, the second one possibly after midnight. */
export function minutesBetween({ start, end }: { start: string; end: string }): number {
  const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  return (((toMinutes(end) - toMinutes(start)) % 1440) + 1440) % 1440;
}

/**
 * POST /api/planning-advanced/shifts. The spec's body, plus: `break_start`/`break_end` (agents screen,
 * they set `break_minutes`), and `site_id` optional when the agent has an assigned site.
 */
/**
 * Why an administrator or manager keeps a change despite blocking conflicts (decision 040); audited.
 */
const zOverrideReason = zText(500).optional();

/** A shift as saved, with the conflicts the change created that did not block it. */
export const ZShiftSaved = ZShift.extend({ conflicts: z.array(ZConflict) });

/**
 * POST /shifts/check and /shifts/{id}/check (decision 041): what the change would create, nothing
 * written. `blocking` would refuse it (409) unless the caller `may_override` with a reason.
 */
export const ZShiftCheck = z.object({
  conflicts: z.array(ZConflict),
  blocking: z.array(ZConflict),
  may_override: z.boolean(),
});
export type TShiftCheck = z.infer<typeof ZShiftCheck>;

/** 409 on a shift change: the blocking conflicts, in the caller's language. */
export const ZShiftConflictError = z.object({ detail: z.string(), conflicts: z.array(ZConflict) });

export const ZShiftCreateInput = z
  .object({
    ...ZShiftCreate.shape,
    site_id: z.string().trim().min(1, { error: PLANNING_MSG.requiredFields }).nullish(),
    break_start: zLocalTime.nullish(),
    break_end: zLocalTime.nullish(),
    override_reason: zOverrideReason,
  })
  .refine((shift) => shift.start_time !== shift.end_time, {
    error: PLANNING_MSG.sameTimes,
    path: ["end_time"],
  })
  .refine((shift) => !shift.break_start === !shift.break_end, {
    error: PLANNING_API_MSG.breakIncomplete,
    path: ["break_end"],
  });
export type TShiftCreateInput = z.infer<typeof ZShiftCreateInput>;

/** PATCH /api/planning-advanced/shifts/{id}: any of date, times, agent, site, type, status, break, notes. */
export const ZShiftPatch = z
  .object({
    agent_id: z.string().trim().min(1).optional(),
    site_id: z.string().trim().min(1).optional(),
    shift_date: zLocalDate.optional(),
    start_time: zLocalTime.optional(),
    end_time: zLocalTime.optional(),
    shift_type: ZShiftType.optional(),
    status: ZShiftStatus.optional(),
    break_minutes: z.number().int().min(0).max(720).optional(),
    notes: z.string().trim().max(2000).nullish(),
    post: zPost,
    override_reason: zOverrideReason,
  })
  .strict();
export type TShiftPatch = z.infer<typeof ZShiftPatch>;

/** GET /api/planning-advanced/shifts: the spec's range, plus optional filters and paging. */
export const ZShiftsQuery = z
  .object({
    ...ZPlanningRangeQuery.shape,
    agent_id: z.uuid().optional(),
    site_id: z.uuid().optional(),
    status: ZShiftStatus.optional(),
    limit: z.coerce.number().int().min(1).max(20_000).default(10_000),
    offset: z.coerce.number().int().min(0).default(0),
  })
  .refine((range) => range.start_date <= range.end_date, {
    error: MSG_OPS.dateRangeInvalid,
    path: ["end_date"],
  });
export type TShiftsQuery = z.infer<typeof ZShiftsQuery>;

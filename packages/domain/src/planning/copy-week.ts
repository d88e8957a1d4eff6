// Copy a week of shifts to another week (issue 15 item 2): each shift keeps its agent, site, local
// times, break, type and notes, and moves by whole days. Wall-clock times are kept: the server places
// them in real time on the target day, so a copy into a clock-change week keeps "21:00-07:00".
import { z } from "zod";
import { zText } from "../common/common.schemas.ts";
import { MSG_CONFLICTS } from "./conflicts/messages.ts";
import { ZConflict, zLocalDate } from "./planning.schemas.ts";
import { dayToIso, isoToDay, isoWeekday } from "./zone-clock.ts";

/** POST /api/planning-advanced/shifts/copy-week. */
export const ZCopyWeekInput = z
  .object({
    /** Any day of the source week and of the target week: both are taken Monday to Sunday. */
    source_week: zLocalDate,
    target_week: zLocalDate,
    /** Only these agents' shifts (all when omitted). */
    agent_ids: z.array(z.string().trim().min(1)).max(1000).optional(),
    /** Cancelled shifts are dropped unless asked for. */
    include_cancelled: z.boolean().default(false),
    /** Only answer what would be created and the conflicts it would cause; nothing is written. */
    dry_run: z.boolean().default(false),
    override_reason: zText(500).optional(),
  })
  .strict()
  .refine((input) => mondayOf(input.source_week) !== mondayOf(input.target_week), {
    error: MSG_CONFLICTS.copySameWeek,
    path: ["target_week"],
  });
export type TCopyWeekInput = z.infer<typeof ZCopyWeekInput>;

/** The Monday ("yyyy-MM-dd") of the week holding a day. */
export function mondayOf(date: string): string {
  const day = isoToDay({ date }) ?? 0;
  return dayToIso({ day: day - isoWeekday({ day }) });
}

/** The seven days of the week holding `date`, Monday first. */
export function weekOf(date: string): { start_date: string; end_date: string } {
  const monday = isoToDay({ date: mondayOf(date) }) ?? 0;
  return { start_date: dayToIso({ day: monday }), end_date: dayToIso({ day: monday + 6 }) };
}

export type TCopyableShift = {
  agent_id: string;
  site_id: string;
  shift_date: string;
  start_time: string;
  end_time: string;
  break_minutes: number;
  shift_type: string;
  status: string;
  notes: string | null;
};

/**
 * The shifts to create: those dated in the source week (a night begun the Sunday before is not
 * part of it), of the chosen agents, without cancelled ones unless asked, moved to the target week;
 * the copies are scheduled.
 */
export function expandWeekCopy<T extends TCopyableShift>({
  shifts,
  sourceWeek,
  targetWeek,
  agentIds,
  includeCancelled,
}: {
  shifts: T[];
  sourceWeek: string;
  targetWeek: string;
  agentIds?: string[];
  includeCancelled: boolean;
}): (T & { status: "scheduled" })[] {
  const source = weekOf(sourceWeek);
  const offset =
    (isoToDay({ date: mondayOf(targetWeek) }) ?? 0) - (isoToDay({ date: source.start_date }) ?? 0);
  const chosen = agentIds ? new Set(agentIds) : null;
  return shifts
    .filter((shift) => shift.shift_date >= source.start_date && shift.shift_date <= source.end_date)
    .filter((shift) => !chosen || chosen.has(shift.agent_id))
    .filter((shift) => includeCancelled || shift.status !== "cancelled")
    .map((shift) => ({
      ...shift,
      shift_date: dayToIso({ day: (isoToDay({ date: shift.shift_date }) ?? 0) + offset }),
      status: "scheduled" as const,
    }));
}

/** The answer of a copy (or its preview): what is (would be) created and the conflicts it causes. */
export const ZCopyWeekResult = z.object({
  count: z.number().int(),
  shifts: z.array(
    z.object({
      agent_id: z.string(),
      agent_name: z.string().nullable(),
      site_name: z.string().nullable(),
      shift_date: z.string(),
      start_time: z.string(),
      end_time: z.string(),
    }),
  ),
  conflicts: z.array(ZConflict),
  blocking: z.array(ZConflict),
  may_override: z.boolean(),
});
export type TCopyWeekResult = z.infer<typeof ZCopyWeekResult>;

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
    /** Create the shifts without a blocking conflict and list the others as skipped (issue 29). */
    skip_conflicting: z.boolean().default(false),
  })
  .strict()
  .refine((input) => mondayOf(input.source_week) !== mondayOf(input.target_week), {
    error: MSG_CONFLICTS.copySameWeek,
    path: ["target_week"],
  });
export type TCopyWeekInput = z.infer<typeof ZCopyWeekInput>;

/** At most this many target days for a day copy or a template, and shifts in one batch (decision 053). */
export const MAX_BATCH_DAYS = 62;
export const MAX_BATCH_SHIFTS = 20_000;
/** The longest repetition: a year of weeks after the source week. */
export const MAX_REPEAT_WEEKS = 52;

const zAgentIds = z.array(z.string().trim().min(1)).max(1000);

/** The fields every batch shares: preview and the manager's override of blocking conflicts. */
const batchFields = {
  /** Only answer what would be created and the conflicts it would cause; nothing is written. */
  dry_run: z.boolean().default(false),
  override_reason: zText(500).optional(),
  /** Create the shifts without a blocking conflict and list the others as skipped (issue 29). */
  skip_conflicting: z.boolean().default(false),
};

/** POST /api/planning-advanced/shifts/copy-day: one day's shifts to one or several other days. */
export const ZCopyDayInput = z
  .object({
    source_date: zLocalDate,
    target_dates: z.array(zLocalDate).min(1).max(MAX_BATCH_DAYS),
    agent_ids: zAgentIds.optional(),
    include_cancelled: z.boolean().default(false),
    ...batchFields,
  })
  .strict()
  .refine((input) => !input.target_dates.includes(input.source_date), {
    error: MSG_CONFLICTS.copySameDay,
    path: ["target_dates"],
  });
export type TCopyDayInput = z.infer<typeof ZCopyDayInput>;

/**
 * POST /api/planning-advanced/shifts/repeat: a week pattern (`source_week`, any day of it) or some
 * shifts (`shift_ids`) repeated every `every_weeks` weeks up to `until` (included), at most 52 weeks
 * after the source week.
 */
export const ZRepeatInput = z
  .object({
    source_week: zLocalDate.optional(),
    shift_ids: z.array(z.string().trim().min(1)).min(1).max(1000).optional(),
    every_weeks: z.number().int().min(1).max(MAX_REPEAT_WEEKS).default(1),
    until: zLocalDate,
    agent_ids: zAgentIds.optional(),
    include_cancelled: z.boolean().default(false),
    ...batchFields,
  })
  .strict()
  .refine((input) => (input.source_week === undefined) !== (input.shift_ids === undefined), {
    error: MSG_CONFLICTS.repeatSource,
    path: ["source_week"],
  })
  .refine((input) => !input.source_week || input.until > weekOf(input.source_week).end_date, {
    error: MSG_CONFLICTS.repeatUntilBefore,
    path: ["until"],
  })
  .refine((input) => !input.source_week || input.until <= lastRepeatDay(input.source_week), {
    error: MSG_CONFLICTS.repeatTooFar,
    path: ["until"],
  });
export type TRepeatInput = z.infer<typeof ZRepeatInput>;

/**
 * POST /api/planning-advanced/shifts/apply-template: one shift of the template per agent and day.
 * Days are `dates`, or `start_date`..`end_date` (included) on `weekdays` (1 = Monday ... 7 = Sunday,
 * every day when omitted). The site is `site_id`, else each agent's assigned site.
 */
export const ZApplyTemplateInput = z
  .object({
    template_id: z.string().trim().min(1),
    agent_ids: zAgentIds.min(1),
    site_id: z.string().trim().min(1).optional(),
    dates: z.array(zLocalDate).min(1).max(MAX_BATCH_DAYS).optional(),
    start_date: zLocalDate.optional(),
    end_date: zLocalDate.optional(),
    weekdays: z.array(z.number().int().min(1).max(7)).max(7).optional(),
    notes: zText(2000).optional(),
    ...batchFields,
  })
  .strict()
  .refine((input) => (input.dates === undefined) !== (input.start_date === undefined), {
    error: MSG_CONFLICTS.templateDays,
    path: ["dates"],
  })
  .refine((input) => (input.start_date === undefined) === (input.end_date === undefined), {
    error: MSG_CONFLICTS.templateDays,
    path: ["end_date"],
  })
  .refine(
    (input) =>
      !input.start_date ||
      !input.end_date ||
      (input.end_date >= input.start_date &&
        dayOf(input.end_date) - dayOf(input.start_date) < MAX_BATCH_DAYS),
    { error: MSG_CONFLICTS.templateRange, path: ["end_date"] },
  );
export type TApplyTemplateInput = z.infer<typeof ZApplyTemplateInput>;

/** Day number of a "yyyy-MM-dd" date (days since 1970-01-01). */
function dayOf(date: string) {
  return isoToDay({ date }) ?? 0;
}

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
  /** The post held (issue 24: a proposal of the automatic planning names the post it covers). */
  post?: string | null;
};

function plusDays(date: string, days: number) {
  return dayToIso({ day: dayOf(date) + days });
}

/**
 * The one expansion behind copy and repeat (decision 053): the shifts dated from `from` to `to`
 * (a night begun the day before `from` is not part of it), of the chosen agents and shifts, without
 * cancelled ones unless asked, each moved by every offset (whole days), dropped after `until`.
 * Copies are 'scheduled' and keep agent, site, wall-clock times, break, type and notes: the server
 * places them in real time on their new day, so a copy into a clock-change week keeps "21:00-07:00".
 */
export function expandCopies<T extends TCopyableShift & { id?: string }>({
  shifts,
  from,
  to,
  offsets,
  agentIds,
  shiftIds,
  includeCancelled,
  until,
}: {
  shifts: T[];
  from: string;
  to: string;
  offsets: number[];
  agentIds?: string[];
  shiftIds?: string[];
  includeCancelled: boolean;
  until?: string;
}): (T & { status: "scheduled" })[] {
  const agents = agentIds ? new Set(agentIds) : null;
  const ids = shiftIds ? new Set(shiftIds) : null;
  const chosen = shifts
    .filter((shift) => shift.shift_date >= from && shift.shift_date <= to)
    .filter((shift) => !agents || agents.has(shift.agent_id))
    .filter((shift) => !ids || (shift.id !== undefined && ids.has(shift.id)))
    .filter((shift) => includeCancelled || shift.status !== "cancelled");
  return offsets.flatMap((offset) =>
    chosen
      .map((shift) => ({
        ...shift,
        shift_date: plusDays(shift.shift_date, offset),
        status: "scheduled" as const,
      }))
      .filter((shift) => !until || shift.shift_date <= until),
  );
}

/**
 * The shifts of a week copy: those dated in the source week, moved to the target week.
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
  return expandCopies({
    shifts,
    from: source.start_date,
    to: source.end_date,
    offsets: [dayOf(mondayOf(targetWeek)) - dayOf(source.start_date)],
    agentIds,
    includeCancelled,
  });
}

/** The day offsets copying one day to each target day. */
export function dayCopyOffsets({ sourceDate, targetDates }: { sourceDate: string; targetDates: string[] }) {
  return [...new Set(targetDates)].sort().map((date) => dayOf(date) - dayOf(sourceDate));
}

/**
 * The offsets repeating what starts on `first` every `everyWeeks` weeks, up to `until` included:
 * 7N, 14N, ... days while the repeated first day is not after `until` (the caller drops copies
 * dated after `until`). Empty when `until` is before the first repetition.
 */
export function repeatOffsets({
  first,
  everyWeeks,
  until,
}: {
  first: string;
  everyWeeks: number;
  until: string;
}): number[] {
  const step = 7 * everyWeeks;
  const offsets: number[] = [];
  for (let offset = step; dayOf(first) + offset <= dayOf(until); offset += step) offsets.push(offset);
  return offsets;
}

/** The last day a repetition may reach: the Sunday of the 52nd week after the source week. */
export function lastRepeatDay(sourceDate: string): string {
  return plusDays(mondayOf(sourceDate), 7 * MAX_REPEAT_WEEKS + 6);
}

/**
 * The days of a template application: the listed dates, or the range start..end (both included)
 * restricted to ISO weekdays (1 = Monday ... 7 = Sunday) when given. Sorted, without repeats.
 */
export function templateDays(
  days: { dates: string[] } | { start_date: string; end_date: string; weekdays?: number[] },
): string[] {
  if ("dates" in days) return [...new Set(days.dates)].sort();
  const weekdays = days.weekdays?.length ? new Set(days.weekdays) : null;
  const out: string[] = [];
  for (let day = dayOf(days.start_date); day <= dayOf(days.end_date); day++)
    if (!weekdays || weekdays.has(isoWeekday({ day }) + 1)) out.push(dayToIso({ day }));
  return out;
}

/**
 * 'Appliquer un gabarit': one shift per agent and day, with the template's times, type and breaks
 * (paid and unpaid, as the shift forms do), on the agent's site. Scheduled.
 */
export function expandTemplate({
  template,
  agents,
  dates,
  notes = null,
}: {
  template: {
    start_time: string;
    end_time: string;
    shift_type: string;
    paid_break_minutes: number;
    unpaid_break_minutes: number;
  };
  agents: { agent_id: string; site_id: string }[];
  dates: string[];
  notes?: string | null;
}): (TCopyableShift & { status: "scheduled" })[] {
  return dates.flatMap((shift_date) =>
    agents.map(({ agent_id, site_id }) => ({
      agent_id,
      site_id,
      shift_date,
      start_time: template.start_time,
      end_time: template.end_time,
      break_minutes: template.paid_break_minutes + template.unpaid_break_minutes,
      shift_type: template.shift_type,
      status: "scheduled" as const,
      notes,
    })),
  );
}

const ZBatchShift = z.object({
  agent_id: z.string(),
  agent_name: z.string().nullable(),
  site_name: z.string().nullable(),
  shift_date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
});

/** The answer of a copy (or its preview): what is (would be) created and the conflicts it causes. */
export const ZCopyWeekResult = z.object({
  count: z.number().int(),
  shifts: z.array(ZBatchShift),
  conflicts: z.array(ZConflict),
  blocking: z.array(ZConflict),
  may_override: z.boolean(),
  /**
   * With `skip_conflicting`: the shifts left out, each with the blocking conflicts' descriptions that
   * kept it out (issue 29); `shifts` and `count` are then only the created ones.
   */
  skipped: z.array(ZBatchShift.extend({ reasons: z.array(z.string()) })),
});
export type TCopyWeekResult = z.infer<typeof ZCopyWeekResult>;

/** The answer of every batch (copy-week, copy-day, repeat, apply-template) and of its preview. */
export const ZShiftBatchResult = ZCopyWeekResult;
export type TShiftBatchResult = TCopyWeekResult;

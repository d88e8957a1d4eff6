// Posts to cover (besoins de couverture, issue 24): per site, a named time slot with the number of
// agents it needs per day type or per date, the qualifications it needs, a validity period and the
// cost of a missing and of an extra agent. Field names are snake_case like the planning API.
import { z } from "zod";
import { zLocalDate, zLocalTime } from "../planning/planning.schemas.ts";
import { MSG_COVERAGE } from "./staffing.messages.ts";

/** The company list offered in the post form; free codes are accepted and compared normalised. */
export const QUALIFICATIONS = [
  "SSIAP 1",
  "SSIAP 2",
  "SSIAP 3",
  "CQP APS",
  "Cynophile",
  "SST",
  "H0B0",
  "Permis B",
] as const;

/** A missing agent costs far more than an extra one by default: the solver fills before it trims. */
export const DEFAULT_MISSING_COST = 1000;
export const DEFAULT_EXTRA_COST = 50;

const zCount = z.number().int().min(0).max(50);
const zCost = z.number().int().min(0).max(1_000_000);

export const ZDayTypeCounts = z.object({
  weekday: zCount,
  saturday: zCount,
  sunday: zCount,
  holiday: zCount,
});
export type TDayTypeCounts = z.infer<typeof ZDayTypeCounts>;

/** A date with its own need (an event, a closing day): it overrides the day type. */
export const ZDateCount = z.object({ date: zLocalDate, count: zCount });

export const ZCoveragePost = z.object({
  id: z.string(),
  site_id: z.string(),
  site_name: z.string().nullable(),
  name: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  required: ZDayTypeCounts,
  date_counts: z.array(ZDateCount),
  qualifications: z.array(z.string()),
  valid_from: z.string().nullable(),
  valid_to: z.string().nullable(),
  missing_cost: z.number().int(),
  extra_cost: z.number().int(),
});
export type TCoveragePost = z.infer<typeof ZCoveragePost>;

const fields = {
  name: z
    .string({ error: MSG_COVERAGE.nameRequired })
    .trim()
    .min(1, { error: MSG_COVERAGE.nameRequired })
    .max(80),
  start_time: zLocalTime,
  end_time: zLocalTime,
  required: ZDayTypeCounts,
  date_counts: z.array(ZDateCount).max(400),
  qualifications: z.array(z.string().trim().min(1).max(60)).max(20),
  valid_from: zLocalDate.nullable(),
  valid_to: zLocalDate.nullable(),
  missing_cost: zCost,
  extra_cost: zCost,
};

const validityInOrder = (v: { valid_from?: string | null; valid_to?: string | null }) =>
  !v.valid_from || !v.valid_to || v.valid_from <= v.valid_to;

export const ZCoveragePostCreate = z
  .object({
    site_id: z.uuid(),
    ...fields,
    required: ZDayTypeCounts.default({ weekday: 1, saturday: 1, sunday: 1, holiday: 1 }),
    date_counts: fields.date_counts.default([]),
    qualifications: fields.qualifications.default([]),
    valid_from: fields.valid_from.default(null),
    valid_to: fields.valid_to.default(null),
    missing_cost: zCost.default(DEFAULT_MISSING_COST),
    extra_cost: zCost.default(DEFAULT_EXTRA_COST),
  })
  .refine(validityInOrder, { error: MSG_COVERAGE.validityOrder, path: ["valid_to"] });
export type TCoveragePostCreate = z.infer<typeof ZCoveragePostCreate>;

export const ZCoveragePostUpdate = z
  .object(fields)
  .partial()
  .refine(validityInOrder, { error: MSG_COVERAGE.validityOrder, path: ["valid_to"] });
export type TCoveragePostUpdate = z.infer<typeof ZCoveragePostUpdate>;

export const ZCoveragePostListQuery = z.object({ site_id: z.uuid().optional() });

export const ZCoverageWeekQuery = z.object({
  /** Any day of the week: the week runs Monday to Sunday. */
  date: zLocalDate,
  site_id: z.uuid().optional(),
});

/** One post on one date: how many agents it needs and how many shifts hold it. */
export const ZCoverageSlot = z.object({
  post_id: z.string(),
  site_id: z.string(),
  post_name: z.string(),
  date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  required: z.number().int(),
  assigned: z.number().int(),
  missing: z.number().int(),
  extra: z.number().int(),
  slot_minutes: z.number().int(),
});
export type TCoverageSlot = z.infer<typeof ZCoverageSlot>;

export const ZCoverageWeek = z.object({
  week_start: z.string(),
  week_end: z.string(),
  required_minutes: z.number().int(),
  uncovered_minutes: z.number().int(),
  overstaffed_minutes: z.number().int(),
  /** Sum of missing × missing_cost and extra × extra_cost: the figure the solver lowers. */
  cost: z.number().int(),
  slots: z.array(ZCoverageSlot),
});
export type TCoverageWeek = z.infer<typeof ZCoverageWeek>;

/** 'Planifier automatiquement': a period of a week to a month, sites and agents (all when absent). */
export const ZAutoScheduleInput = z
  .object({
    start_date: zLocalDate,
    end_date: zLocalDate,
    site_ids: z.array(z.uuid()).max(1000).optional(),
    agent_ids: z.array(z.uuid()).max(2000).optional(),
  })
  .refine((v) => v.start_date <= v.end_date, { error: MSG_COVERAGE.validityOrder, path: ["end_date"] })
  .refine((v) => Date.parse(v.end_date) - Date.parse(v.start_date) <= 30 * 86_400_000, {
    error: MSG_COVERAGE.periodTooLong,
    path: ["end_date"],
  });
export type TAutoScheduleInput = z.infer<typeof ZAutoScheduleInput>;

export const ZProposedShift = z.object({
  agent_id: z.string(),
  agent_name: z.string().nullable(),
  site_id: z.string(),
  site_name: z.string().nullable(),
  post: z.string(),
  shift_date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
});

export const ZAutoScheduleResult = z.object({
  proposed: z.array(ZProposedShift),
  uncovered: z.array(
    z.object({
      post_id: z.string(),
      post_name: z.string(),
      site_id: z.string(),
      date: z.string(),
      missing: z.number().int(),
      /** nobody_qualified, leave (every qualified agent is away), limits (every one at a legal limit). */
      reason: z.enum(["nobody_qualified", "leave", "limits"]),
    }),
  ),
  cost_before: z.number().int(),
  cost: z.number().int(),
  /** The solver's figures (decision 110); the synchronous preview (greedy) gives them too. */
  engine: z.enum(["greedy", "highs"]).optional(),
  breakdown: z.record(z.string(), z.number()).optional(),
  agents: z
    .array(
      z.object({
        agent_id: z.string(),
        agent_name: z.string().nullable(),
        shifts: z.number().int(),
        minutes: z.number(),
        contract_minutes: z.number(),
        nights: z.number().int(),
        sundays: z.number().int(),
        weekends: z.number().int(),
      }),
    )
    .optional(),
  fairness: z
    .record(
      z.enum(["nights", "sundays", "weekends"]),
      z.object({ min: z.number(), max: z.number(), spread: z.number(), agents: z.number().int() }),
    )
    .optional(),
  stats: z.record(z.string(), z.union([z.number(), z.boolean()])).optional(),
});
export type TAutoScheduleResult = z.infer<typeof ZAutoScheduleResult>;

/** Apply all or a selection of the proposal: the shifts are created in one audited transaction. */
export const ZAutoScheduleApply = z.object({
  shifts: z
    .array(
      z.object({
        agent_id: z.uuid(),
        site_id: z.uuid(),
        post: z.string().trim().min(1).max(80),
        shift_date: zLocalDate,
        start_time: zLocalTime,
        end_time: zLocalTime,
      }),
    )
    .min(1)
    .max(5000),
  override_reason: z.string().trim().min(3).max(500).optional(),
});
export type TAutoScheduleApply = z.infer<typeof ZAutoScheduleApply>;

/** A run of the solver as a job (decision 110): start it, follow it, cancel it, read its result. */
export const ZAutoScheduleRunInput = ZAutoScheduleInput.and(
  z.object({
    /** `highs`: the exact model by weeks and site groups; `greedy`: the construction alone. */
    engine: z.enum(["greedy", "highs"]).default("highs"),
    /** Wall-clock budget of the run, seconds. */
    time_budget_seconds: z.number().int().min(1).max(300).default(60),
    seed: z.number().int().min(0).max(2_147_483_647).default(1),
  }),
);
export type TAutoScheduleRunInput = z.infer<typeof ZAutoScheduleRunInput>;

export const ZAutoScheduleRun = z.object({
  id: z.string(),
  status: z.enum(["running", "done", "cancelled", "failed"]),
  engine: z.enum(["greedy", "highs"]),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  progress: z.object({ done: z.number().int(), total: z.number().int(), best_cost: z.number().nullable() }),
  result: ZAutoScheduleResult.nullable(),
});
export type TAutoScheduleRun = z.infer<typeof ZAutoScheduleRun>;

/**
 * A shift scheduling benchmark instance (Curtois & Qu's text format) planned by our solver (decision
 * 137): nothing is written; the answer is the instance's objective as the benchmark defines it.
 */
export const ZShiftBenchmarkInput = z.object({
  /** The instance file's text (SECTION_HORIZON … SECTION_COVER). */
  instance: z
    .string({ error: MSG_COVERAGE.benchMissing })
    .min(1, { error: MSG_COVERAGE.benchMissing })
    .max(1_000_000),
  /** The Monday the horizon's day 0 is mapped to (a scratch period: nothing is stored). */
  start_date: zLocalDate.default("2027-01-04"),
  time_budget_seconds: z.number().int().min(1).max(300).default(60),
  seed: z.number().int().min(0).max(2_147_483_647).default(1),
});
export type TShiftBenchmarkInput = z.infer<typeof ZShiftBenchmarkInput>;

export const ZShiftBenchmarkResult = z.object({
  objective: z.object({
    total: z.number(),
    cover_under: z.number(),
    cover_over: z.number(),
    on_requests: z.number(),
    off_requests: z.number(),
  }),
  /** The benchmark's hard rules the roster breaks, counted by its own check (0: feasible). */
  hard_violations: z.number().int(),
  roster: z.record(z.string(), z.array(z.string().nullable())),
  seconds: z.number(),
  stats: z.object({
    subproblems: z.number().int(),
    optimal: z.number().int(),
    fallbacks: z.number().int(),
    dropped: z.number().int(),
  }),
});
export type TShiftBenchmarkResult = z.infer<typeof ZShiftBenchmarkResult>;

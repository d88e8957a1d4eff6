// What the planner knows about one agent (issue 24 item 2, decision 126): his contract, the caps that
// bind him beyond the law, the sites he may work, his fixed days off, the dates his qualifications
// expire, the successions of posts he may not work, and weighted wishes. The hard parts decide which
// slots he may hold (`profileAllowsSlot`) and which plans he may have (`profileViolations`, counted with
// the conflict detector's errors); the wishes are a soft cost (`preferenceCost`), the same in the MIP
// and in the report.
import { z } from "zod";
import { mondayOf } from "../planning/copy-week.ts";
import { zLocalDate } from "../planning/planning.schemas.ts";
import type { TPlanningRules } from "../planning/planning-settings.ts";
import { isoToDay, isoWeekday } from "../planning/zone-clock.ts";
import { nightMinutes, weekendOf } from "./schedule-facts.ts";
import { MSG_COVERAGE } from "./staffing.messages.ts";
import { slotMinutes } from "./staffing.rules.ts";

const normal = (text: string) => text.trim().toLocaleLowerCase("fr").replace(/\s+/g, " ");
const zPostName = z
  .string({ error: MSG_COVERAGE.profilePostName })
  .trim()
  .min(1, { error: MSG_COVERAGE.profilePostName })
  .max(80);
/** ISO weekday, 1 = Monday … 7 = Sunday (what a French planner reads). */
const zWeekday = z
  .number({ error: MSG_COVERAGE.profileWeekday })
  .int({ error: MSG_COVERAGE.profileWeekday })
  .min(1, { error: MSG_COVERAGE.profileWeekday })
  .max(7, { error: MSG_COVERAGE.profileWeekday });
const zHours = z
  .number({ error: MSG_COVERAGE.profileHours })
  .min(0, { error: MSG_COVERAGE.profileHours })
  .max(72, { error: MSG_COVERAGE.profileHours });
/** Hours over a planned period: up to a year of a long benchmark horizon (decision 137). */
const zPeriodHours = z
  .number({ error: MSG_COVERAGE.profilePeriodHours })
  .min(0, { error: MSG_COVERAGE.profilePeriodHours })
  .max(9000, { error: MSG_COVERAGE.profilePeriodHours });

export const ZPlanningPreference = z
  .object({
    kind: z.enum(["want", "avoid"], { error: MSG_COVERAGE.profilePreferenceKind }),
    /** The post's name ("Nuit"); null: any post. */
    post: zPostName.nullable().default(null),
    /** ISO weekday; null: any day. */
    weekday: zWeekday.nullable().default(null),
    /** One date (a request for that day, decision 137); null: every date. */
    date: zLocalDate.nullable().default(null),
    weight: z
      .number({ error: MSG_COVERAGE.profileWeight })
      .int({ error: MSG_COVERAGE.profileWeight })
      .min(1, { error: MSG_COVERAGE.profileWeight })
      .max(100, { error: MSG_COVERAGE.profileWeight }),
  })
  .refine((p) => p.post !== null || p.weekday !== null || p.date !== null, {
    error: MSG_COVERAGE.profilePreferenceEmpty,
  });
export type TPlanningPreference = z.infer<typeof ZPlanningPreference>;

export const ZAgentPlanningProfile = z
  .object({
    /** Contract hours per week; null: the full-time 35 h. */
    contract_hours_per_week: zHours.nullable().default(null),
    /** A cap of his own under the legal weekly maximum (a part-time contract); null: the law's. */
    max_hours_per_week: zHours.nullable().default(null),
    /** Nights (as the night-worker rule counts them) per ISO week; null: no cap of his own. */
    max_nights_per_week: z
      .number({ error: MSG_COVERAGE.profileNights })
      .int({ error: MSG_COVERAGE.profileNights })
      .min(0, { error: MSG_COVERAGE.profileNights })
      .max(7, { error: MSG_COVERAGE.profileNights })
      .nullable()
      .default(null),
    /** Working days in a row, at most (under the law's); null: the law's. */
    max_consecutive_days: z
      .number({ error: MSG_COVERAGE.profileConsecutive })
      .int({ error: MSG_COVERAGE.profileConsecutive })
      .min(1, { error: MSG_COVERAGE.profileConsecutive })
      .max(13, { error: MSG_COVERAGE.profileConsecutive })
      .nullable()
      .default(null),
    /** Weekends worked (Saturday or Sunday) per calendar month of the Saturday; null: no cap. */
    max_weekends_per_month: z
      .number({ error: MSG_COVERAGE.profileWeekends })
      .int({ error: MSG_COVERAGE.profileWeekends })
      .min(0, { error: MSG_COVERAGE.profileWeekends })
      .max(5, { error: MSG_COVERAGE.profileWeekends })
      .nullable()
      .default(null),
    /**
     * Hours over the planned period (the run's dates, decision 136), at least and at most; null: no
     * bound. The minimum binds a plan that covers the whole period (see `profileShortfalls`).
     */
    min_hours_per_period: zPeriodHours.nullable().default(null),
    max_hours_per_period: zPeriodHours.nullable().default(null),
    /** Working days in a row, at least (a run touching an edge with no history is not judged). */
    min_consecutive_days: z
      .number({ error: MSG_COVERAGE.profileConsecutive })
      .int({ error: MSG_COVERAGE.profileConsecutive })
      .min(1, { error: MSG_COVERAGE.profileConsecutive })
      .max(13, { error: MSG_COVERAGE.profileConsecutive })
      .nullable()
      .default(null),
    /** Days off in a row between two working days, at least. */
    min_consecutive_days_off: z
      .number({ error: MSG_COVERAGE.profileDaysOff })
      .int({ error: MSG_COVERAGE.profileDaysOff })
      .min(1, { error: MSG_COVERAGE.profileDaysOff })
      .max(14, { error: MSG_COVERAGE.profileDaysOff })
      .nullable()
      .default(null),
    /** Shifts of one post (by name) over the planned period, at most. */
    max_shifts_per_post: z
      .array(
        z.object({
          post: zPostName,
          max: z
            .number({ error: MSG_COVERAGE.profileShiftsPerPost })
            .int({ error: MSG_COVERAGE.profileShiftsPerPost })
            .min(0, { error: MSG_COVERAGE.profileShiftsPerPost })
            .max(366, { error: MSG_COVERAGE.profileShiftsPerPost }),
        }),
      )
      .max(30)
      .default([]),
    /** Weekends worked (Saturday or Sunday) over the planned period; null: no cap. */
    max_weekends_per_period: z
      .number({ error: MSG_COVERAGE.profileWeekendsPeriod })
      .int({ error: MSG_COVERAGE.profileWeekendsPeriod })
      .min(0, { error: MSG_COVERAGE.profileWeekendsPeriod })
      .max(53, { error: MSG_COVERAGE.profileWeekendsPeriod })
      .nullable()
      .default(null),
    /** Sites he may be sent to; empty: every site. */
    allowed_site_ids: z
      .array(z.uuid({ error: MSG_COVERAGE.profileSite }))
      .max(500)
      .default([]),
    fixed_days_off: z.array(zWeekday).max(7).default([]),
    /** A qualification he holds is valid up to and including this date. */
    qualification_expiry: z
      .array(z.object({ code: zPostName, expires: zLocalDate }))
      .max(30)
      .default([]),
    /** "No Jour right after a Nuit": the post `to` on the day after the post `from`. */
    forbidden_successions: z
      .array(z.object({ from: zPostName, to: zPostName }))
      .max(30)
      .default([]),
    preferences: z.array(ZPlanningPreference).max(40).default([]),
  })
  .refine(
    (p) =>
      p.contract_hours_per_week === null ||
      p.max_hours_per_week === null ||
      p.contract_hours_per_week <= p.max_hours_per_week,
    { error: MSG_COVERAGE.profileContractOverMax, path: ["max_hours_per_week"] },
  )
  .refine(
    (p) =>
      p.min_hours_per_period === null ||
      p.max_hours_per_period === null ||
      p.min_hours_per_period <= p.max_hours_per_period,
    { error: MSG_COVERAGE.profilePeriodOrder, path: ["max_hours_per_period"] },
  )
  .refine(
    (p) =>
      p.min_consecutive_days === null ||
      p.max_consecutive_days === null ||
      p.min_consecutive_days <= p.max_consecutive_days,
    { error: MSG_COVERAGE.profileConsecutiveOrder, path: ["max_consecutive_days"] },
  );
export type TAgentPlanningProfile = z.infer<typeof ZAgentPlanningProfile>;

export const ZAgentPlanningProfileRead = z.object({ agent_id: z.string(), profile: ZAgentPlanningProfile });
export type TAgentPlanningProfileRead = z.infer<typeof ZAgentPlanningProfileRead>;

export const EMPTY_PLANNING_PROFILE: TAgentPlanningProfile = ZAgentPlanningProfile.parse({});

type TShiftLike = {
  shift_date?: string | null;
  start_time: string;
  end_time: string;
  site_id: string;
  post?: string | null;
  break_minutes?: number | null;
  status?: string | null;
};
type TSlotLike = { date: string; site_id: string; post: string; start_time: string; end_time: string };

const weekdayOf = (date: string) => isoWeekday({ day: isoToDay({ date }) ?? 0 }) + 1;
const plusDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The certifications still valid on `date`: one whose profile expiry is past is not held. */
export function heldOn(
  certifications: readonly string[],
  profile: TAgentPlanningProfile | null | undefined,
  date: string,
) {
  const expired = new Set(
    (profile?.qualification_expiry ?? []).filter((q) => q.expires < date).map((q) => normal(q.code)),
  );
  return certifications.filter((c) => !expired.has(normal(c)));
}

/** The hard parts that depend on the slot alone: the site and the fixed days off. */
export function profileAllowsSlot(
  profile: TAgentPlanningProfile | null | undefined,
  slot: TSlotLike,
): boolean {
  if (!profile) return true;
  if (profile.allowed_site_ids.length && !profile.allowed_site_ids.includes(slot.site_id)) return false;
  return !profile.fixed_days_off.includes(weekdayOf(slot.date));
}

/** Whether the post `to` on the day after `from` is a succession the agent may not work. */
export function forbiddenSuccession(
  profile: TAgentPlanningProfile | null | undefined,
  first: { date: string; post: string | null | undefined },
  second: { date: string; post: string | null | undefined },
): boolean {
  if (!profile?.forbidden_successions.length || !first.post || !second.post) return false;
  if (plusDays(first.date, 1) !== second.date) return false;
  const [a, b] = [normal(first.post), normal(second.post)];
  return profile.forbidden_successions.some((f) => normal(f.from) === a && normal(f.to) === b);
}

export function isNightShift(
  shift: { start_time: string; end_time: string },
  rules: TPlanningRules,
): boolean {
  return nightMinutes(shift.start_time, slotMinutes(shift), rules) >= rules.nightWorkerMinNightHours * 60;
}

/**
 * What the period rules of a plan are judged against (decision 136): the planned period (hours and
 * shifts per post over it) and the dates the plan is known for (the period and its history). A run of
 * working days or of days off that touches an edge of the known dates is not judged by the minimum
 * rules: what lies beyond is unknown (issue 24: with no history, min-run rules do not apply at the edges).
 */
export type TPlanScope = { period: readonly string[]; known?: { from: string; to: string } };

type TLiveShift = TShiftLike & { shift_date: string };
const livePlan = (plan: readonly TShiftLike[]): TLiveShift[] =>
  plan.flatMap((s) => (s.status !== "cancelled" && s.shift_date ? [{ ...s, shift_date: s.shift_date }] : []));
const workOf = (s: TShiftLike, rules: TPlanningRules) =>
  Math.max(0, slotMinutes(s) - (s.break_minutes ?? rules.defaultBreakMinutes));

export function knownOf(scope: TPlanScope): { from: string; to: string } | null {
  const sorted = [...scope.period].sort();
  const from = sorted[0];
  const to = sorted[sorted.length - 1];
  return scope.known ?? (from && to ? { from, to } : null);
}

/** Worked days of the plan inside the known dates, sorted. */
function workedDays(live: readonly TLiveShift[], known: { from: string; to: string }): string[] {
  return [...new Set(live.map((s) => s.shift_date))].filter((d) => d >= known.from && d <= known.to).sort();
}

/** Runs of consecutive worked days, as [first, last, length]. */
function runsOf(days: readonly string[]): [string, string, number][] {
  const runs: [string, string, number][] = [];
  for (const day of days) {
    const last = runs[runs.length - 1];
    if (last && plusDays(last[1], 1) === day) {
      last[1] = day;
      last[2] += 1;
    } else runs.push([day, day, 1]);
  }
  return runs;
}

/**
 * The period rules that adding a shift in date order can break (decision 136): each shift over his
 * max of a post, the period's hours over his max or (a whole-period judgement) under his min, each
 * break between two worked days shorter than his min of days off.
 */
function periodViolations(
  profile: TAgentPlanningProfile,
  live: readonly TLiveShift[],
  rules: TPlanningRules,
  scope: TPlanScope | undefined,
): number {
  if (!scope) return 0;
  let count = 0;
  const inPeriod = new Set(scope.period);
  const mine = live.filter((s) => inPeriod.has(s.shift_date));
  for (const cap of profile.max_shifts_per_post) {
    const n = mine.filter((s) => s.post && normal(s.post) === normal(cap.post)).length;
    count += Math.max(0, n - cap.max);
  }
  const minutes = mine.reduce((sum, s) => sum + workOf(s, rules), 0);
  if (profile.max_hours_per_period !== null && minutes > profile.max_hours_per_period * 60 + 0.5) count += 1;
  if (profile.min_hours_per_period !== null && minutes < profile.min_hours_per_period * 60 - 0.5) count += 1;
  if (profile.max_weekends_per_period !== null) {
    const weekends = new Set(mine.map((s) => weekendOf(s.shift_date)).filter((w) => w !== null));
    count += Math.max(0, weekends.size - profile.max_weekends_per_period);
  }
  const known = knownOf(scope);
  if (profile.min_consecutive_days_off !== null && known) {
    const days = workedDays(live, known);
    for (let i = 1; i < days.length; i++) {
      const gap = (isoToDay({ date: days[i] ?? "" }) ?? 0) - (isoToDay({ date: days[i - 1] ?? "" }) ?? 0) - 1;
      if (gap > 0 && gap < profile.min_consecutive_days_off) count += 1;
    }
  }
  return count;
}

/**
 * Runs of working days shorter than his minimum (decision 136), those touching an edge of the known
 * dates excepted. Not part of `profileViolations`: a plan built day after day starts every run with one
 * day, so the greedy construction judges it once its plan is built and the final check judges the result.
 */
export function profileShortfalls(
  profile: TAgentPlanningProfile | null | undefined,
  plan: readonly TShiftLike[],
  scope: TPlanScope | undefined,
): number {
  const min = profile?.min_consecutive_days ?? null;
  if (min === null || min <= 1 || !scope) return 0;
  const known = knownOf(scope);
  if (!known) return 0;
  return runsOf(workedDays(livePlan(plan), known)).filter(
    ([first, last, length]) => length < min && first !== known.from && last !== known.to,
  ).length;
}

/**
 * The profile's hard rules broken by a plan (each shift off his sites or on a fixed day off, each
 * forbidden succession, each ISO week over his own cap of hours or nights). Added to the detector's
 * error count, so the greedy construction and the final check refuse what the profile forbids.
 */
export function profileViolations(
  profile: TAgentPlanningProfile | null | undefined,
  plan: readonly TShiftLike[],
  rules: TPlanningRules,
  scope?: TPlanScope,
): number {
  if (!profile) return 0;
  const live = livePlan(plan);
  let count = periodViolations(profile, live, rules, scope);
  for (const s of live) {
    if (!profileAllowsSlot(profile, { ...s, date: s.shift_date, post: s.post ?? "" })) count += 1;
  }
  for (const a of live)
    for (const b of live)
      if (
        forbiddenSuccession(
          profile,
          { date: a.shift_date, post: a.post },
          { date: b.shift_date, post: b.post },
        )
      )
        count += 1;
  const work = new Map<string, number>();
  const nights = new Map<string, number>();
  for (const s of live) {
    const week = mondayOf(s.shift_date);
    const minutes = Math.max(0, slotMinutes(s) - (s.break_minutes ?? rules.defaultBreakMinutes));
    work.set(week, (work.get(week) ?? 0) + minutes);
    if (isNightShift(s, rules)) nights.set(week, (nights.get(week) ?? 0) + 1);
  }
  if (profile.max_hours_per_week !== null) {
    const cap = profile.max_hours_per_week * 60;
    for (const minutes of work.values()) if (minutes > cap + 0.5) count += 1;
  }
  if (profile.max_nights_per_week !== null) {
    const cap = profile.max_nights_per_week;
    for (const n of nights.values()) if (n > cap) count += 1;
  }
  const days = [...new Set(live.map((s) => s.shift_date))].sort();
  if (profile.max_consecutive_days !== null) {
    // Each day beyond his maximum in a run of worked days.
    let run = 0;
    days.forEach((day, i) => {
      run = i > 0 && plusDays(days[i - 1] ?? "", 1) === day ? run + 1 : 1;
      if (run > (profile.max_consecutive_days ?? run)) count += 1;
    });
  }
  if (profile.max_weekends_per_month !== null) {
    const months = new Map<string, number>();
    for (const weekend of new Set(days.map(weekendOf).filter((w): w is string => w !== null)))
      months.set(weekend.slice(0, 7), (months.get(weekend.slice(0, 7)) ?? 0) + 1);
    for (const n of months.values()) if (n > profile.max_weekends_per_month) count += 1;
  }
  return count;
}

/**
 * The wishes met by one shift: each matching "avoid" costs its weight, each matching "want" saves it.
 * A wish names a post, a weekday, or both (all given must match).
 */
export function preferenceCost(
  profile: TAgentPlanningProfile | null | undefined,
  shift: { date: string; post: string | null | undefined },
): number {
  if (!profile?.preferences.length) return 0;
  const day = weekdayOf(shift.date);
  const post = shift.post ? normal(shift.post) : null;
  let cost = 0;
  for (const p of profile.preferences) {
    if (p.weekday !== null && p.weekday !== day) continue;
    if (p.date !== null && p.date !== shift.date) continue;
    if (p.post !== null && normal(p.post) !== post) continue;
    cost += p.kind === "avoid" ? p.weight : -p.weight;
  }
  return cost;
}

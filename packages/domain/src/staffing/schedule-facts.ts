// What the solver and the report both need to know about a slot and an agent (issue 24, decision 110):
// its work minutes, whether it is a night, a Sunday or a weekend, the agent's contract and usual sites.
// One module so that the MIP's objective and the breakdown shown to the planner count the same way.

import type { TConflictAgentInput } from "../planning/conflicts/types.ts";
import { mondayOf } from "../planning/copy-week.ts";
import { DEFAULT_PLANNING_RULES, type TPlanningRules } from "../planning/planning-settings.ts";
import { dayToIso, isoToDay, isoWeekday } from "../planning/zone-clock.ts";
import type { TAgentPlanningProfile } from "./agent-profile.ts";
import type { TSchedulePost } from "./greedy-schedule.ts";
import { dayTypeOf, slotMinutes } from "./staffing.rules.ts";

/** An agent as the solver sees him: the conflict detector's fields plus his planning profile (decision 126). */
export type TSolverAgent = TConflictAgentInput & {
  contract_minutes_per_week?: number | null;
  planning_profile?: TAgentPlanningProfile | null;
};

/** Weights of the soft terms (integers per unit); a missing agent's cost comes from its post. */
export type TSoftWeights = {
  /** Per hour under the contract, per ISO week (pro rata of the period's days in that week). */
  underContractPerHour: number;
  /** Per hour over the contract: overtime. */
  overContractPerHour: number;
  /** Per unit of spread (max − min over the agents who may hold such slots). */
  nightSpread: number;
  sundaySpread: number;
  weekendSpread: number;
  /** Per shift on a site the agent did not work on before (continuity). */
  offSite: number;
};

export const DEFAULT_SOFT_WEIGHTS: TSoftWeights = {
  underContractPerHour: 2,
  overContractPerHour: 6,
  nightSpread: 30,
  sundaySpread: 30,
  weekendSpread: 30,
  offSite: 15,
};

/** 35 h a week (151.67 h a month), the full-time contract, until the agent's card carries his own. */
export const DEFAULT_CONTRACT_MINUTES_PER_WEEK = 35 * 60;

export type TSlotFacts = {
  post: TSchedulePost;
  date: string;
  /** Wall-clock length and work (length minus the default break, as the detector counts a shift without one). */
  minutes: number;
  work: number;
  night: boolean;
  /** Sunday or public holiday. */
  sunday: boolean;
  /** The Saturday of the weekend the date belongs to, or null on a weekday. */
  weekend: string | null;
  week: string;
  /** Work per ISO week for the weekly cap: a Sunday night counts in both weeks for its part. */
  weekParts: [string, number][];
};

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Minutes of [start, start + length) inside the night period (which crosses midnight or not). */
export function nightMinutes(start: string, length: number, rules: TPlanningRules): number {
  const from = toMinutes(start);
  const ns = toMinutes(rules.nightStart);
  let ne = toMinutes(rules.nightEnd);
  if (ne <= ns) ne += 1440;
  let total = 0;
  for (const shift of [-1440, 0, 1440]) {
    const a = Math.max(from, ns + shift);
    const b = Math.min(from + length, ne + shift);
    if (b > a) total += b - a;
  }
  return total;
}

export function weekendOf(date: string): string | null {
  const day = isoToDay({ date }) ?? 0;
  const weekday = isoWeekday({ day });
  if (weekday === 5) return date;
  if (weekday === 6) return dayToIso({ day: day - 1 });
  return null;
}

export function slotFacts(post: TSchedulePost, date: string, rules: TPlanningRules): TSlotFacts {
  const minutes = slotMinutes(post);
  const type = dayTypeOf(date);
  return {
    post,
    date,
    minutes,
    work: Math.max(0, minutes - rules.defaultBreakMinutes),
    night: nightMinutes(post.start_time, minutes, rules) >= rules.nightWorkerMinNightHours * 60,
    sunday: type === "sunday" || type === "holiday",
    weekend: weekendOf(date),
    week: mondayOf(date),
    weekParts: weekParts({ shift_date: date, start_time: post.start_time, end_time: post.end_time }, rules),
  };
}

/**
 * Work of a shift per ISO week, split at Monday 00:00 like the detector's weekly rule (its break shared
 * in proportion). Wall-clock minutes: a DST night differs by an hour, which the final check catches.
 */
export function weekParts(
  shift: { shift_date: string; start_time: string; end_time: string; break_minutes?: number | null },
  rules: TPlanningRules,
): [string, number][] {
  const length = slotMinutes(shift);
  const work = Math.max(0, length - (shift.break_minutes ?? rules.defaultBreakMinutes));
  const day = isoToDay({ date: shift.shift_date }) ?? 0;
  const week = mondayOf(shift.shift_date);
  const toMonday = (7 - isoWeekday({ day })) * 1440 - toMinutes(shift.start_time);
  if (length <= toMonday) return [[week, work]];
  const first = (work * toMonday) / length;
  return [
    [week, first],
    [dayToIso({ day: (isoToDay({ date: week }) ?? 0) + 7 }), work - first],
  ];
}

export function fullRules(rules?: Partial<TPlanningRules>): TPlanningRules {
  return { ...DEFAULT_PLANNING_RULES, ...rules };
}

export function contractOf(agent: TSolverAgent): number {
  const hours = agent.planning_profile?.contract_hours_per_week;
  if (hours !== null && hours !== undefined) return hours * 60;
  return agent.contract_minutes_per_week ?? DEFAULT_CONTRACT_MINUTES_PER_WEEK;
}

/** Target minutes of each ISO week touched by the period: the contract pro rata of its days in the period. */
export function weekTargets(dates: readonly string[], contract: number): Map<string, number> {
  const days = new Map<string, number>();
  for (const date of dates) days.set(mondayOf(date), (days.get(mondayOf(date)) ?? 0) + 1);
  return new Map([...days].map(([week, n]) => [week, (contract * n) / 7]));
}

/** A small deterministic hash (FNV-1a) mixing the seed: tie-breaks that change with the seed only. */
export function seededRank(seed: number, text: string): number {
  let h = (2166136261 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619) >>> 0;
  }
  return h;
}

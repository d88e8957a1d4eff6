// The cost of a plan and its visible breakdown (issue 24, decision 110): uncovered and overstaffed
// post-hours by their costs, hours against the contract, the spread of nights, Sundays and weekends,
// continuity. The same figures judge the greedy baseline and the solver, and the MIP's objective is
// this total minus constants, so "cost" means one thing in the preview, the bench and the model.
import type { TConflictShiftInput, TConflictSiteInput } from "../planning/conflicts/types.ts";
import { mondayOf } from "../planning/copy-week.ts";
import type { TPlanningRules } from "../planning/planning-settings.ts";
import { preferenceCost } from "./agent-profile.ts";
import { agentQualified, type TSchedulePost } from "./greedy-schedule.ts";
import {
  contractOf,
  DEFAULT_SOFT_WEIGHTS,
  fullRules,
  nightMinutes,
  slotFacts,
  type TSoftWeights,
  type TSolverAgent,
  weekendOf,
  weekTargets,
} from "./schedule-facts.ts";
import { coverageSlots, dayTypeOf, slotMinutes } from "./staffing.rules.ts";

export type TExistingShift = TConflictShiftInput & { shift_date: string; post?: string | null };
export type TProposedShift = TConflictShiftInput & { shift_date: string; post: string };

export type TScheduleInstance = {
  posts: TSchedulePost[];
  agents: TSolverAgent[];
  sites: TConflictSiteInput[];
  /** Shifts already planned (kept as they are), the days around the period included (history). */
  existing: TExistingShift[];
  dates: string[];
  /**
   * The dates the existing shifts are known for (the period and its history, decision 136); absent:
   * the period alone, so a run touching its edges is not judged by the minimum-run rules.
   */
  known?: { from: string; to: string };
  rules?: Partial<TPlanningRules>;
  weights?: Partial<TSoftWeights>;
};

export type TScheduleBreakdown = {
  uncovered: number;
  overstaffed: number;
  under_contract: number;
  over_contract: number;
  night_spread: number;
  sunday_spread: number;
  weekend_spread: number;
  continuity: number;
  /** Σ weights of the "avoid" wishes met minus those of the "want" wishes met (decision 126). */
  preferences: number;
  total: number;
  uncovered_minutes: number;
  overstaffed_minutes: number;
};

export type TAgentLoad = {
  agent_id: string;
  shifts: number;
  minutes: number;
  contract_minutes: number;
  nights: number;
  sundays: number;
  weekends: number;
};

export type TSpread = { min: number; max: number; spread: number; agents: number };
export type TFairness = { nights: TSpread; sundays: TSpread; weekends: TSpread };

export type TScheduleReport = { breakdown: TScheduleBreakdown; agents: TAgentLoad[]; fairness: TFairness };

/** Sites each agent worked on before the period: his usual sites (none known: no continuity cost). */
export function usualSites(instance: TScheduleInstance): Map<string, Set<string>> {
  const first = instance.dates[0] ?? "";
  const usual = new Map<string, Set<string>>();
  for (const s of instance.existing) {
    if (s.status === "cancelled" || s.shift_date >= first) continue;
    const set = usual.get(s.agent_id) ?? new Set<string>();
    set.add(s.site_id);
    usual.set(s.agent_id, set);
  }
  return usual;
}

/** Agents who may hold at least one slot of each kind in the period: the population of each spread. */
export function fairnessPopulations(instance: TScheduleInstance): Record<keyof TFairness, Set<string>> {
  const rules = fullRules(instance.rules);
  const out = { nights: new Set<string>(), sundays: new Set<string>(), weekends: new Set<string>() };
  const slots = coverageSlots({ posts: instance.posts, shifts: [], dates: instance.dates }).filter(
    (s) => s.required > 0,
  );
  const byId = new Map(instance.posts.map((p) => [p.id, p]));
  for (const slot of slots) {
    const post = byId.get(slot.post_id);
    if (!post) continue;
    const facts = slotFacts(post, slot.date, rules);
    const kinds = (["nights", "sundays", "weekends"] as const).filter(
      (k) =>
        (k === "nights" && facts.night) ||
        (k === "sundays" && facts.sunday) ||
        (k === "weekends" && facts.weekend),
    );
    if (kinds.length === 0) continue;
    for (const agent of instance.agents) {
      if (!agentQualified(agent, post, slot.date)) continue;
      for (const k of kinds) out[k].add(agent.id);
    }
  }
  return out;
}

function spread(values: number[]): TSpread {
  if (values.length === 0) return { min: 0, max: 0, spread: 0, agents: 0 };
  const min = Math.min(...values);
  const max = Math.max(...values);
  return { min, max, spread: max - min, agents: values.length };
}

export function scheduleReport(
  instance: TScheduleInstance,
  proposed: readonly TProposedShift[],
  cache?: { populations: Record<keyof TFairness, Set<string>>; usual: Map<string, Set<string>> },
): TScheduleReport {
  const rules = fullRules(instance.rules);
  const weights = { ...DEFAULT_SOFT_WEIGHTS, ...instance.weights };
  const inPeriod = new Set(instance.dates);
  const all = [
    ...instance.existing.filter((s) => s.status !== "cancelled"),
    ...proposed.map((p) => ({ ...p, status: "scheduled" })),
  ];
  const slots = coverageSlots({
    posts: instance.posts,
    shifts: all.map((s) => ({ ...s, status: s.status ?? "scheduled", post: s.post ?? null })),
    dates: instance.dates,
  });
  const byId = new Map(instance.posts.map((p) => [p.id, p]));
  let uncovered = 0;
  let overstaffed = 0;
  let uncoveredMinutes = 0;
  let overstaffedMinutes = 0;
  for (const s of slots) {
    const post = byId.get(s.post_id);
    uncovered += s.missing * (post?.missing_cost ?? 0);
    overstaffed += s.extra * (post?.extra_cost ?? 0);
    uncoveredMinutes += s.missing * s.slot_minutes;
    overstaffedMinutes += s.extra * s.slot_minutes;
  }
  const loads = new Map<string, TAgentLoad & { weekMinutes: Map<string, number>; weekendSet: Set<string> }>();
  for (const agent of instance.agents) {
    loads.set(agent.id, {
      agent_id: agent.id,
      shifts: 0,
      minutes: 0,
      contract_minutes: Math.round((contractOf(agent) * instance.dates.length) / 7),
      nights: 0,
      sundays: 0,
      weekends: 0,
      weekMinutes: new Map(),
      weekendSet: new Set(),
    });
  }
  for (const s of all) {
    const load = loads.get(s.agent_id);
    if (!load || !inPeriod.has(s.shift_date)) continue;
    const length = slotMinutes(s);
    const work = Math.max(0, length - (s.break_minutes ?? rules.defaultBreakMinutes));
    load.shifts += 1;
    load.minutes += work;
    const week = mondayOf(s.shift_date);
    load.weekMinutes.set(week, (load.weekMinutes.get(week) ?? 0) + work);
    if (nightMinutes(s.start_time, length, rules) >= rules.nightWorkerMinNightHours * 60) load.nights += 1;
    const type = dayTypeOf(s.shift_date);
    if (type === "sunday" || type === "holiday") load.sundays += 1;
    const weekend = weekendOf(s.shift_date);
    if (weekend) load.weekendSet.add(weekend);
  }
  const profiles = new Map(instance.agents.map((a) => [a.id, a.planning_profile]));
  let preferences = 0;
  for (const s of all) {
    if (!s.shift_date || !inPeriod.has(s.shift_date)) continue;
    preferences += preferenceCost(profiles.get(s.agent_id), { date: s.shift_date, post: s.post });
  }
  let under = 0;
  let over = 0;
  for (const agent of instance.agents) {
    const load = loads.get(agent.id);
    if (!load) continue;
    load.weekends = load.weekendSet.size;
    for (const [week, target] of weekTargets(instance.dates, contractOf(agent))) {
      const done = load.weekMinutes.get(week) ?? 0;
      under += (Math.max(0, target - done) / 60) * weights.underContractPerHour;
      over += (Math.max(0, done - target) / 60) * weights.overContractPerHour;
    }
  }
  const populations = cache?.populations ?? fairnessPopulations(instance);
  const list = [...loads.values()];
  const fairness: TFairness = {
    nights: spread(list.filter((l) => populations.nights.has(l.agent_id)).map((l) => l.nights)),
    sundays: spread(list.filter((l) => populations.sundays.has(l.agent_id)).map((l) => l.sundays)),
    weekends: spread(list.filter((l) => populations.weekends.has(l.agent_id)).map((l) => l.weekends)),
  };
  const usual = cache?.usual ?? usualSites(instance);
  const continuity =
    proposed.filter((p) => {
      const sites = usual.get(p.agent_id);
      return sites && !sites.has(p.site_id);
    }).length * weights.offSite;
  const breakdown = {
    uncovered,
    overstaffed,
    under_contract: Math.round(under),
    over_contract: Math.round(over),
    night_spread: fairness.nights.spread * weights.nightSpread,
    sunday_spread: fairness.sundays.spread * weights.sundaySpread,
    weekend_spread: fairness.weekends.spread * weights.weekendSpread,
    continuity,
    preferences,
    uncovered_minutes: uncoveredMinutes,
    overstaffed_minutes: overstaffedMinutes,
  };
  const total =
    breakdown.uncovered +
    breakdown.overstaffed +
    breakdown.under_contract +
    breakdown.over_contract +
    breakdown.night_spread +
    breakdown.sunday_spread +
    breakdown.weekend_spread +
    breakdown.continuity +
    breakdown.preferences;
  return {
    breakdown: { ...breakdown, total },
    agents: list.map(({ weekMinutes: _w, weekendSet: _s, ...rest }) => rest),
    fairness,
  };
}

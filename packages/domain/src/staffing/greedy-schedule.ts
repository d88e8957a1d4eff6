// A construction heuristic for issue 24: each missing agent of a post, in date and start order, goes to
// the first qualified free agent (fewest planned minutes first, then id) whose plan stays free of
// error-level conflicts as `detectConflicts` judges it. It is the bench's greedy baseline and the
// starting point of the local search of decision 098; it never proposes a shift the detector refuses.
import { satisfiesCertification } from "../planning/conflicts/certifications.ts";
import { detectConflicts } from "../planning/conflicts/detect.ts";
import type {
  TConflictAgentInput,
  TConflictShiftInput,
  TConflictSiteInput,
} from "../planning/conflicts/types.ts";
import { DEFAULT_PLANNING_RULES, type TPlanningRules } from "../planning/planning-settings.ts";
import {
  heldOn,
  profileAllowsSlot,
  profileShortfalls,
  profileViolations,
  type TAgentPlanningProfile,
  type TPlanScope,
} from "./agent-profile.ts";
import { coverageSlots, slotMinutes, type TCoverageNeed } from "./staffing.rules.ts";

/** The detector's agent plus his planning profile (decision 126), whose hard rules bind like the law's. */
type TProfiledAgent = TConflictAgentInput & { planning_profile?: TAgentPlanningProfile | null };

export type TSchedulePost = TCoverageNeed & { qualifications: string[] };

export type TUncoveredReason = "nobody_qualified" | "leave" | "limits";

export type TGreedyResult = {
  proposed: (TConflictShiftInput & { shift_date: string; post: string })[];
  uncovered: { post_id: string; date: string; missing: number; reason: TUncoveredReason }[];
  /** Σ missing × missing_cost + extra × extra_cost after the proposal. */
  cost: number;
};

const dayBefore = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

export const BLOCKING_SEVERITIES = new Set(["critical", "error"]);

/** Wall-clock minutes since the epoch day of a shift's start and end (DST hour ignored: a margin). */
export function scheduleSpan(shift: {
  shift_date: string;
  start_time: string;
  end_time: string;
}): [number, number] {
  const day = Math.round(Date.parse(`${shift.shift_date}T00:00:00Z`) / 60_000);
  const start = day + Number(shift.start_time.slice(0, 2)) * 60 + Number(shift.start_time.slice(3, 5));
  return [start, start + slotMinutes(shift)];
}

/**
 * The daily rest between two of the agent's shifts, back-to-back ones included: the detector reads a
 * night ending at 07:00 and a day starting at 07:00 as one continuous post, which a planner may type
 * but a solver must not invent (it would be a 24 h post).
 */
export function scheduleRestsEnough(
  plan: { shift_date: string; start_time: string; end_time: string; status?: string | null }[],
  shift: { shift_date: string; start_time: string; end_time: string },
  minRestHours: number,
): boolean {
  const [start, end] = scheduleSpan(shift);
  const rest = minRestHours * 60;
  return plan.every((other) => {
    if (other.status === "cancelled") return true;
    const [from, to] = scheduleSpan(other);
    return to + rest <= start || end + rest <= from;
  });
}

export function agentOnLeave(agent: TConflictAgentInput, date: string): boolean {
  return (agent.unavailability ?? []).some((u) => u.start.slice(0, 10) <= date && date <= u.end.slice(0, 10));
}

export function agentQualified(agent: TProfiledAgent, post: TSchedulePost, date: string): boolean {
  if (agent.professional_card_expiry && agent.professional_card_expiry < date) return false;
  // A qualification whose date in the profile is past is no longer held (decision 126).
  const held = heldOn(agent.certifications ?? [], agent.planning_profile, date);
  return post.qualifications.every((required) => satisfiesCertification({ held, required }));
}

/**
 * Error-level conflicts of one agent's plan, plus what breaks his planning profile's hard rules
 * (decision 126): the measure a new shift must not raise.
 */
export function blockingConflictCount(input: {
  shifts: (TConflictShiftInput & { post?: string | null })[];
  agent: TProfiledAgent;
  sites: TConflictSiteInput[];
  rules?: Partial<TPlanningRules>;
  /** The period and known dates the profile's period rules are judged on (decision 136). */
  scope?: TPlanScope;
}): number {
  const own = profileViolations(
    input.agent.planning_profile,
    input.shifts.filter((s) => s.agent_id === input.agent.id),
    { ...DEFAULT_PLANNING_RULES, ...input.rules },
    input.scope,
  );
  return (
    own +
    detectConflicts({
      shifts: input.shifts,
      agents: [input.agent],
      sites: input.sites,
      rules: input.rules,
    }).filter((c) => BLOCKING_SEVERITIES.has(c.severity)).length
  );
}

export function greedySchedule({
  posts,
  agents,
  sites,
  existing,
  dates,
  rules,
  period,
  known,
}: {
  posts: TSchedulePost[];
  agents: TProfiledAgent[];
  sites: TConflictSiteInput[];
  /** Shifts already planned (kept as they are), the days around the period included. */
  existing: (TConflictShiftInput & { shift_date: string; post?: string | null })[];
  dates: string[];
  rules?: Partial<TPlanningRules>;
  /** The whole planned period when `dates` is a part of it (the solver's sub-problems); default `dates`. */
  period?: string[];
  /** The dates the plan is known for (period and history); default the period (no history). */
  known?: { from: string; to: string };
}): TGreedyResult {
  const scope: TPlanScope = { period: period ?? dates, ...(known ? { known } : {}) };
  const covering = existing.map((s) => ({ ...s, status: s.status ?? "scheduled", post: s.post ?? null }));
  const slots = coverageSlots({ posts, shifts: covering, dates })
    .filter((slot) => slot.missing > 0)
    .sort(
      (a, b) =>
        a.date.localeCompare(b.date) ||
        a.start_time.localeCompare(b.start_time) ||
        a.post_id.localeCompare(b.post_id),
    );
  const byId = new Map(posts.map((p) => [p.id, p]));
  const plans = new Map(agents.map((a) => [a.id, existing.filter((s) => s.agent_id === a.id)]));
  const minutes = new Map(agents.map((a) => [a.id, 0]));
  const baseline = new Map(
    agents.map((a) => [
      a.id,
      blockingConflictCount({ shifts: plans.get(a.id) ?? [], agent: a, sites, rules, scope }),
    ]),
  );
  const proposed: TGreedyResult["proposed"] = [];
  const uncovered: TGreedyResult["uncovered"] = [];

  for (const slot of slots) {
    const post = byId.get(slot.post_id);
    if (!post) continue;
    let missing = slot.missing;
    const able = agents.filter((a) => agentQualified(a, post, slot.date));
    const present = able.filter((a) => !agentOnLeave(a, slot.date));
    // An agent in a run of days shorter than his minimum, or under his hours of the period, first
    // (decision 136): the construction cannot go back, so it continues what must be continued.
    const owes = (a: TProfiledAgent) => {
      const p = a.planning_profile;
      const plan = plans.get(a.id) ?? [];
      if (p?.min_consecutive_days) {
        const worked = new Set(plan.filter((s) => s.status !== "cancelled").map((s) => s.shift_date));
        let run = 0;
        for (let d = dayBefore(slot.date); worked.has(d); d = dayBefore(d)) run += 1;
        if (run > 0 && run < p.min_consecutive_days) return 0;
      }
      if (p?.min_hours_per_period && (minutes.get(a.id) ?? 0) < p.min_hours_per_period * 60) return 1;
      return 2;
    };
    const order = [...present].sort(
      (a, b) =>
        owes(a) - owes(b) || (minutes.get(a.id) ?? 0) - (minutes.get(b.id) ?? 0) || a.id.localeCompare(b.id),
    );
    for (const agent of order) {
      if (missing === 0) break;
      const plan = plans.get(agent.id) ?? [];
      if (plan.some((s) => s.shift_date === slot.date && s.status !== "cancelled")) continue;
      if (!profileAllowsSlot(agent.planning_profile, { ...slot, site_id: post.site_id, post: post.name }))
        continue;
      const shift = {
        id: `proposed-${proposed.length + 1}`,
        agent_id: agent.id,
        site_id: post.site_id,
        shift_date: slot.date,
        start_time: post.start_time,
        end_time: post.end_time,
        status: "scheduled",
        post: post.name,
      };
      if (!scheduleRestsEnough(plan, shift, rules?.minRestHours ?? DEFAULT_PLANNING_RULES.minRestHours))
        continue;
      const next = [...plan, shift];
      if (blockingConflictCount({ shifts: next, agent, sites, rules, scope }) > (baseline.get(agent.id) ?? 0))
        continue;
      plans.set(agent.id, next);
      minutes.set(agent.id, (minutes.get(agent.id) ?? 0) + slotMinutes(post));
      proposed.push(shift);
      missing -= 1;
    }
    if (missing > 0) {
      const reason: TUncoveredReason =
        able.length === 0 ? "nobody_qualified" : present.length === 0 ? "leave" : "limits";
      uncovered.push({ post_id: post.id, date: slot.date, missing, reason });
    }
  }
  // Runs of days shorter than an agent's minimum (decision 136): his latest proposal in such a run
  // goes, again, until his plan has no more of them than before.
  for (const agent of agents) {
    const profile = agent.planning_profile;
    if (!profile?.min_consecutive_days) continue;
    const fixed = existing.filter((s) => s.agent_id === agent.id);
    const base = profileShortfalls(profile, fixed, scope);
    let mine = proposed.filter((p) => p.agent_id === agent.id);
    while (mine.length && profileShortfalls(profile, [...fixed, ...mine], scope) > base) {
      const drop = mine[mine.length - 1];
      mine = mine.slice(0, -1);
      const at = proposed.indexOf(drop as (typeof proposed)[number]);
      if (at >= 0) proposed.splice(at, 1);
      if (drop) {
        const post = posts.find((p) => p.name === drop.post && p.site_id === drop.site_id);
        const open = uncovered.find((u) => u.post_id === post?.id && u.date === drop.shift_date);
        if (open) open.missing += 1;
        else if (post)
          uncovered.push({ post_id: post.id, date: drop.shift_date, missing: 1, reason: "limits" });
      }
    }
  }
  const after = coverageSlots({
    posts,
    shifts: [...covering, ...proposed.map((p) => ({ ...p, status: "scheduled" }))],
    dates,
  });
  const cost = after.reduce((sum, s) => {
    const post = byId.get(s.post_id);
    return sum + s.missing * (post?.missing_cost ?? 0) + s.extra * (post?.extra_cost ?? 0);
  }, 0);
  return { proposed, uncovered, cost };
}

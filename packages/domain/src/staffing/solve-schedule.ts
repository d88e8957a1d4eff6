// The automatic scheduler of issue 24 (decision 110): the period is cut into sub-problems (ISO weeks ×
// groups of sites), each solved exactly by a MIP solver given as a function (HiGHS in the API's worker),
// the plan so far fixed; a sub-problem the solver cannot answer in its share of the time is filled by
// the greedy construction. The result then passes `detectConflicts` agent by agent: a proposal that
// raises an error-level conflict is dropped, so nothing illegal is ever shown.
import { mondayOf } from "../planning/copy-week.ts";
import {
  forbiddenSuccession,
  isNightShift,
  knownOf,
  profileAllowsSlot,
  profileShortfalls,
  type TPlanScope,
} from "./agent-profile.ts";
import {
  agentOnLeave,
  agentQualified,
  blockingConflictCount,
  greedySchedule,
  type TUncoveredReason,
} from "./greedy-schedule.ts";
import { DEFAULT_SOFT_WEIGHTS, fullRules, seededRank, slotFacts } from "./schedule-facts.ts";
import { buildModel, type TCandidate, type TOpenSlot } from "./schedule-model.ts";
import {
  fairnessPopulations,
  scheduleReport,
  type TProposedShift,
  type TScheduleInstance,
  type TScheduleReport,
  usualSites,
} from "./schedule-report.ts";
import { addShift, emptyState, fixedStartWeekWork, freeFor, type TAgentState } from "./schedule-state.ts";
import { coverageSlots } from "./staffing.rules.ts";

/** A MIP solver: LP-format text in, the status and each column's value out. */
export type TMipSolve = (
  lp: string,
  options: { timeLimitSeconds: number; seed: number },
) => { status: string; columns: Record<string, number> };

export type TSolveOptions = {
  solve: TMipSolve;
  seed?: number;
  /** Wall-clock budget of the whole run. */
  budgetMs?: number;
  now?: () => number;
  /** Binaries per sub-problem above which the sites are split into groups. */
  maxVariables?: number;
  /** Candidates kept per slot beyond its need (the best ranked: usual site, fewest hours, seed). */
  candidatesPerSlot?: number;
  /** One sub-problem for the whole period: the exact optimum of a small instance. */
  monolithic?: boolean;
  onProgress?: (progress: { done: number; total: number; cost: number }) => void;
  shouldStop?: () => boolean;
};

export type TSolveResult = {
  proposed: TProposedShift[];
  uncovered: { post_id: string; date: string; missing: number; reason: TUncoveredReason }[];
  report: TScheduleReport;
  stats: {
    subproblems: number;
    optimal: number;
    /** Parts where the greedy construction's plan beat (or no MIP answer came in time). */
    fallbacks: number;
    dropped: number;
    stopped: boolean;
    variables: number;
  };
};

/** `lastOfWeek`: the hours under the contract count only in the week's last group (see below). */
/** agents × open slots above which a part skips its greedy plan (measured: 100 agents × a week is 0.1 s). */
const GREEDY_PART_LIMIT = 60_000;

type TPart = { dates: string[]; sites: Set<string>; lastOfWeek: boolean };

function parts(instance: TScheduleInstance, need: Map<string, number>, options: TSolveOptions): TPart[] {
  const allSites = [...new Set(instance.posts.map((p) => p.site_id))];
  if (options.monolithic) return [{ dates: instance.dates, sites: new Set(allSites), lastOfWeek: true }];
  const seed = options.seed ?? 1;
  const perSlot = (options.candidatesPerSlot ?? 12) + 1;
  const cap = options.maxVariables ?? 4000;
  const weeks = new Map<string, string[]>();
  for (const d of instance.dates) weeks.set(mondayOf(d), [...(weeks.get(mondayOf(d)) ?? []), d]);
  const order = [...allSites].sort((a, b) => seededRank(seed, a) - seededRank(seed, b) || a.localeCompare(b));
  // Whole weeks join one part while they fit (a small instance is then one model: its spreads and
  // weekends are judged at once; measured 314 against the optimum 284 when cut by weeks).
  const loadOf = (dates: string[]) =>
    instance.posts.reduce(
      (sum, p) => sum + dates.reduce((s, d) => s + (need.get(`${p.id}|${d}`) ?? 0) * perSlot, 0),
      0,
    );
  const spans: string[][] = [];
  for (const dates of weeks.values()) {
    const last = spans[spans.length - 1];
    if (last && loadOf(last) + loadOf(dates) <= cap) last.push(...dates);
    else spans.push([...dates]);
  }
  const out: TPart[] = [];
  for (const dates of spans) {
    let group = new Set<string>();
    let size = 0;
    for (const site of order) {
      const load = instance.posts
        .filter((p) => p.site_id === site)
        .reduce(
          (sum, p) => sum + dates.reduce((s, d) => s + (need.get(`${p.id}|${d}`) ?? 0) * perSlot, 0),
          0,
        );
      if (size > 0 && size + load > cap) {
        out.push({ dates, sites: group, lastOfWeek: false });
        group = new Set();
        size = 0;
      }
      group.add(site);
      size += load;
    }
    if (group.size) out.push({ dates, sites: group, lastOfWeek: true });
  }
  return out;
}

function shiftFor(agentId: string, slot: TOpenSlot, id: string): TProposedShift {
  return {
    id,
    agent_id: agentId,
    site_id: slot.post.site_id,
    shift_date: slot.date,
    start_time: slot.post.start_time,
    end_time: slot.post.end_time,
    status: "scheduled",
    post: slot.post.name,
  };
}

export function reasonFor(instance: TScheduleInstance, postId: string, date: string): TUncoveredReason {
  const post = instance.posts.find((p) => p.id === postId);
  const able = post ? instance.agents.filter((a) => agentQualified(a, post, date)) : [];
  if (able.length === 0) return "nobody_qualified";
  return able.every((a) => agentOnLeave(a, date)) ? "leave" : "limits";
}

export function solveSchedule(instance: TScheduleInstance, options: TSolveOptions): TSolveResult {
  const rules = fullRules(instance.rules);
  const weights = { ...DEFAULT_SOFT_WEIGHTS, ...instance.weights };
  const seed = options.seed ?? 1;
  const now = options.now ?? Date.now;
  const deadline = now() + (options.budgetMs ?? 60_000);
  const inPeriod = new Set(instance.dates);
  const states = new Map<string, TAgentState>(instance.agents.map((a) => [a.id, emptyState()]));
  for (const s of instance.existing) {
    const state = states.get(s.agent_id);
    if (state) addShift(state, { ...s, status: s.status ?? "scheduled" }, rules, inPeriod);
  }
  const need = new Map<string, number>();
  for (const slot of coverageSlots({
    posts: instance.posts,
    shifts: instance.existing.map((s) => ({ ...s, status: s.status ?? "scheduled", post: s.post ?? null })),
    dates: instance.dates,
  })) {
    if (slot.missing > 0) need.set(`${slot.post_id}|${slot.date}`, slot.missing);
  }
  const populations = fairnessPopulations(instance);
  const usual = usualSites(instance);
  const scope: TPlanScope = { period: instance.dates, ...(instance.known ? { known: instance.known } : {}) };
  const known = knownOf(scope) ?? { from: "", to: "" };
  const periodEnd = [...instance.dates].sort().at(-1) ?? "";
  const proposed: TProposedShift[] = [];
  const propose = (agentId: string, slot: TOpenSlot) => {
    const shift = shiftFor(agentId, slot, `proposed-${proposed.length + 1}`);
    proposed.push(shift);
    const state = states.get(agentId);
    if (state) addShift(state, shift, rules, inPeriod);
    const key = `${slot.post.id}|${slot.date}`;
    need.set(key, (need.get(key) ?? 1) - 1);
  };
  const list = parts(instance, need, options);
  const stats = {
    subproblems: list.length,
    optimal: 0,
    fallbacks: 0,
    dropped: 0,
    stopped: false,
    variables: 0,
  };
  /** A part with no plan at all (no MIP answer in time, greedy skipped): the final repair fills it. */
  let unanswered = false;
  for (const [index, part] of list.entries()) {
    if (options.shouldStop?.()) {
      stats.stopped = true;
      break;
    }
    const slots: TOpenSlot[] = [];
    for (const post of instance.posts.filter((p) => part.sites.has(p.site_id))) {
      for (const date of part.dates) {
        const n = need.get(`${post.id}|${date}`) ?? 0;
        if (n > 0) slots.push({ ...slotFacts(post, date, rules), need: n });
      }
    }
    const candidates: TCandidate[] = [];
    slots.forEach((slot, slotIndex) => {
      const shift = { shift_date: slot.date, start_time: slot.post.start_time, end_time: slot.post.end_time };
      const able = instance.agents.filter((a) => {
        const state = states.get(a.id);
        const profile = a.planning_profile;
        return (
          state &&
          agentQualified(a, slot.post, slot.date) &&
          !agentOnLeave(a, slot.date) &&
          freeFor(state, shift, rules) &&
          profileAllowsSlot(profile, {
            ...shift,
            date: slot.date,
            site_id: slot.post.site_id,
            post: slot.post.name,
          }) &&
          // A forbidden succession with a shift already fixed the day before or after (decision 126).
          !state.plan.some(
            (s) =>
              forbiddenSuccession(
                profile,
                { date: s.shift_date, post: s.post },
                { date: slot.date, post: slot.post.name },
              ) ||
              forbiddenSuccession(
                profile,
                { date: slot.date, post: slot.post.name },
                { date: s.shift_date, post: s.post },
              ),
          ) &&
          (profile?.max_nights_per_week === null ||
            profile?.max_nights_per_week === undefined ||
            !slot.night ||
            state.plan.filter((s) => mondayOf(s.shift_date) === slot.week && isNightShift(s, rules)).length <
              profile.max_nights_per_week) &&
          (profile?.max_hours_per_week === null ||
            profile?.max_hours_per_week === undefined ||
            fixedStartWeekWork(state, slot.week, rules) + slot.work <= profile.max_hours_per_week * 60) &&
          slot.weekParts.every(
            ([week, minutes]) => minutes <= rules.maxWeeklyHours * 60 - (state.weekWork.get(week) ?? 0),
          )
        );
      });
      // Usual site first, then a hash of the seed. Not "fewest hours first": with a cap of candidates per
      // slot, every slot of a week would list the same few idle agents and leave the rest uncovered
      // (measured on the 100-agent bench); the contract terms of the model balance the hours.
      const rank = (id: string) => ({
        onUsual: usual.get(id)?.has(slot.post.site_id) ? 0 : 1,
        tie: seededRank(seed, `${slot.post.id}|${slot.date}|${id}`),
      });
      const kept = able
        .map((a) => ({ a, r: rank(a.id) }))
        .sort((p, q) => p.r.onUsual - q.r.onUsual || p.r.tie - q.r.tie)
        .slice(0, options.monolithic ? able.length : slot.need + (options.candidatesPerSlot ?? 12));
      for (const { a } of kept) candidates.push({ agent: a, slot: slotIndex, name: `x${candidates.length}` });
    });
    if (candidates.length === 0) continue;
    stats.variables += candidates.length;
    const mean = (kind: "nights" | "sundays" | "weekends") => {
      const ids = [...populations[kind]];
      const total = ids.reduce((sum, id) => {
        const st = states.get(id);
        return sum + (kind === "weekends" ? (st?.weekends.size ?? 0) : (st?.[kind] ?? 0));
      }, 0);
      return ids.length ? total / ids.length : 0;
    };
    const means = { nights: mean("nights"), sundays: mean("sundays"), weekends: mean("weekends") };
    const model = (w: typeof weights) =>
      buildModel({
        slots,
        candidates,
        states,
        populations,
        usual,
        periodDates: instance.dates,
        rules,
        known,
        partEnd: part.dates[part.dates.length - 1] ?? "",
        // The minimum hours of the period bind in the part that closes it (decision 136).
        closing: options.monolithic === true || (part.lastOfWeek && part.dates.includes(periodEnd)),
        weights: w,
        ...(w.nightSpread === 0 && w.sundaySpread === 0 && w.weekendSpread === 0
          ? { proxy: weights, means }
          : {}),
      });
    const remaining = list.length - index;
    const share = Math.max(0.2, (deadline - now()) / 1000 / remaining);
    const partStart = now();
    const attempt = (w: typeof weights, seconds: number) => {
      try {
        const solved = options.solve(model(w).toString(), { timeLimitSeconds: seconds, seed });
        const chosen = candidates.filter((c) => (solved.columns[c.name] ?? 0) > 0.5);
        return solved.status === "Optimal" || chosen.length > 0 ? { solved, chosen } : null;
      } catch {
        return null;
      }
    };
    const tentative = (chosen: TCandidate[]): TProposedShift[] =>
      chosen.flatMap((c) => {
        const slot = slots[c.slot];
        return slot ? [shiftFor(c.agent.id, slot, `t-${c.name}`)] : [];
      });
    const judge = (plan: TProposedShift[]) =>
      scheduleReport(instance, [...proposed, ...plan], { populations, usual }).breakdown.total;
    // The greedy construction of the part first (decision 098: its proposals passed the detector): the
    // plan the MIP must beat, so a part is never planned worse than the baseline by the report's cost.
    // Its cost grows with agents × slots (a detection per candidate): on a large part (the 500-agent
    // month) it would eat the budget, and the MIP stages are left alone.
    const greedy: TProposedShift[] =
      options.monolithic || instance.agents.length * slots.length > GREEDY_PART_LIMIT
        ? []
        : greedySchedule({
            posts: instance.posts.filter((p) => part.sites.has(p.site_id)),
            agents: instance.agents,
            sites: instance.sites,
            existing: [...instance.existing, ...proposed],
            dates: part.dates,
            rules: instance.rules,
            period: instance.dates,
            ...(instance.known ? { known: instance.known } : {}),
          }).proposed;
    // Two stages (decision 110): the model without the spreads first (coverage, contract, continuity,
    // the spreads priced linearly), then the full model in the time left; the report picks the plan.
    // The monolithic run (the bench's proven optimum) solves the full model only.
    // A week split into groups of sites: an early group that filled every contract would leave the
    // later groups only overtime or gaps (measured), so hours under the contract count in the last one.
    const partWeights = part.lastOfWeek ? weights : { ...weights, underContractPerHour: 0 };
    const noSpread = { ...partWeights, nightSpread: 0, sundaySpread: 0, weekendSpread: 0 };
    const first = options.monolithic ? null : attempt(noSpread, share);
    const left = share - (now() - partStart) / 1000;
    const second = options.monolithic || left >= 0.5 ? attempt(partWeights, Math.max(0.5, left)) : null;
    const plans = [
      ...(options.monolithic ? [] : [{ plan: greedy, optimal: false, isGreedy: true }]),
      ...[first, second].flatMap((a) =>
        a ? [{ plan: tentative(a.chosen), optimal: a.solved.status === "Optimal", isGreedy: false }] : [],
      ),
    ];
    // A report is a pass over the whole instance: judged only when there is a choice.
    const scored = plans.map((p) => ({ ...p, cost: plans.length > 1 ? judge(p.plan) : Number.NaN }));
    const best = scored.reduce<(typeof scored)[number] | null>(
      (acc, p) => (acc === null || p.cost < acc.cost ? p : acc),
      null,
    );
    if (best?.optimal) stats.optimal += 1;
    if (best?.isGreedy) stats.fallbacks += 1;
    if (!best) unanswered = true;
    for (const g of best?.plan ?? []) {
      const slot = slots.find(
        (s) => s.date === g.shift_date && s.post.name === g.post && s.post.site_id === g.site_id,
      );
      if (slot) propose(g.agent_id, slot);
    }
    options.onProgress?.({
      done: index + 1,
      total: list.length,
      cost: Number.isNaN(best?.cost ?? Number.NaN)
        ? scheduleReport(instance, proposed, { populations, usual }).breakdown.total
        : (best?.cost ?? 0),
    });
  }
  const checked = checkWithDetector(instance, proposed);
  stats.dropped = proposed.length - checked.length;
  // A dropped proposal leaves its slot open: the greedy construction, which asks the detector for each
  // candidate, tries the other agents before the slot is reported uncovered.
  const repaired =
    (stats.dropped > 0 || unanswered) && !stats.stopped
      ? greedySchedule({ ...instance, existing: [...instance.existing, ...checked] }).proposed.map(
          (g, i) => ({
            ...g,
            id: `proposed-r${i + 1}`,
          }),
        )
      : [];
  // The detector has the last word on the repaired plan too.
  const kept = repaired.length ? checkWithDetector(instance, [...checked, ...repaired]) : checked;
  const after = coverageSlots({
    posts: instance.posts,
    shifts: [...instance.existing, ...kept].map((s) => ({
      ...s,
      status: s.status ?? "scheduled",
      post: s.post ?? null,
    })),
    dates: instance.dates,
  });
  const uncovered = after
    .filter((s) => s.missing > 0)
    .map((s) => ({
      post_id: s.post_id,
      date: s.date,
      missing: s.missing,
      reason: reasonFor(instance, s.post_id, s.date),
    }));
  return { proposed: kept, uncovered, report: scheduleReport(instance, kept, { populations, usual }), stats };
}

/**
 * The hard check, by the conflict detector itself: per agent, the proposals may not raise the number
 * of error-level conflicts of his existing plan; the latest proposals go first until they do not.
 */
export function checkWithDetector(
  instance: TScheduleInstance,
  proposed: readonly TProposedShift[],
): TProposedShift[] {
  const byAgent = new Map<string, TProposedShift[]>();
  for (const p of proposed) byAgent.set(p.agent_id, [...(byAgent.get(p.agent_id) ?? []), p]);
  const kept = new Set<TProposedShift>();
  for (const [agentId, mine] of byAgent) {
    const agent = instance.agents.find((a) => a.id === agentId);
    if (!agent) continue;
    const existing = instance.existing.filter((s) => s.agent_id === agentId);
    const scope: TPlanScope = {
      period: instance.dates,
      ...(instance.known ? { known: instance.known } : {}),
    };
    // The detector's errors, the profile's hard rules, and its runs of days too short (decision 136).
    const count = (list: TProposedShift[]) =>
      blockingConflictCount({
        shifts: [...existing, ...list],
        agent,
        sites: instance.sites,
        rules: instance.rules,
        scope,
      }) + profileShortfalls(agent.planning_profile, [...existing, ...list], scope);
    const base = count([]);
    let list = [...mine].sort((a, b) => a.shift_date.localeCompare(b.shift_date));
    let current = count(list);
    // Drop the proposal whose removal lowers the count most (the first such in date order), again.
    while (list.length && current > base) {
      let best = list.length - 1;
      let bestCount = Number.POSITIVE_INFINITY;
      list.forEach((_, i) => {
        const c = count(list.filter((__, j) => j !== i));
        if (c < bestCount) {
          bestCount = c;
          best = i;
        }
      });
      list = list.filter((_, j) => j !== best);
      current = bestCount;
    }
    for (const p of list) kept.add(p);
  }
  return proposed.filter((p) => kept.has(p));
}

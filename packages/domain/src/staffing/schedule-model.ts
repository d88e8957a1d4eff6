// The exact model of one sub-problem (a span of dates × a group of sites), decision 110. Binary x[a,s]
// for an agent a who may hold slot s (qualified with a valid card that day, not on leave, no shift that
// day, daily rest kept with his fixed shifts); the rest of the plan is fixed and enters as constants.
import { mondayOf } from "../planning/copy-week.ts";
import type { TPlanningRules } from "../planning/planning-settings.ts";
import { dayToIso, isoToDay } from "../planning/zone-clock.ts";
import {
  forbiddenSuccession,
  isNightShift,
  preferenceCost,
  type TAgentPlanningProfile,
} from "./agent-profile.ts";
import { scheduleSpan } from "./greedy-schedule.ts";
import { LpModel, type TTerm } from "./lp-writer.ts";
import {
  contractOf,
  type TSlotFacts,
  type TSoftWeights,
  type TSolverAgent,
  weekendOf,
  weekTargets,
} from "./schedule-facts.ts";
import { fixedStartWeekWork, type TAgentState } from "./schedule-state.ts";

export type TOpenSlot = TSlotFacts & { need: number };
export type TCandidate = { agent: TSolverAgent; slot: number; name: string };

export type TSubproblem = {
  slots: TOpenSlot[];
  candidates: TCandidate[];
  states: Map<string, TAgentState>;
  /** Agents of each spread's population (decision 110: those who may hold such a slot in the period). */
  populations: { nights: Set<string>; sundays: Set<string>; weekends: Set<string> };
  usual: Map<string, Set<string>>;
  periodDates: readonly string[];
  rules: TPlanningRules;
  weights: TSoftWeights;
  /** The dates the plan is known for (period and history): min-run rows stop at them (decision 136). */
  known?: { from: string; to: string };
  /** The sub-problem's last date: a later date of the period is still to be planned (unknown here). */
  partEnd?: string;
  /** Whether the sub-problem closes the period: the minimum hours of the period bind there. */
  closing?: boolean;
  /**
   * Linear stand-ins for the spreads (the first stage, decision 110): a night, Sunday or weekend given
   * to an agent costs its spread weight times the ones he already has over the population's mean.
   */
  proxy?: TSoftWeights;
  means?: { nights: number; sundays: number; weekends: number };
};

const shiftOf = (slot: TOpenSlot) => ({
  shift_date: slot.date,
  start_time: slot.post.start_time,
  end_time: slot.post.end_time,
});

function group<T>(list: readonly T[], key: (t: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of list) {
    const k = key(item);
    const bucket = out.get(k);
    if (bucket) bucket.push(item);
    else out.set(k, [item]);
  }
  return out;
}

const plusDays = (date: string, n: number) => dayToIso({ day: (isoToDay({ date }) ?? 0) + n });

/** Two slots of one agent closer than the daily rest (back-to-back included) cannot both be his. */
function restConflict(a: TOpenSlot, b: TOpenSlot, minRestHours: number): boolean {
  const [s1, e1] = scheduleSpan(shiftOf(a));
  const [s2, e2] = scheduleSpan(shiftOf(b));
  const rest = minRestHours * 60;
  return !(e1 + rest <= s2 || e2 + rest <= s1);
}

/** Spread terms: M ≥ count ≥ m over the agents whose count can move; the others bound M and m. */
function spreadTerms(
  lp: LpModel,
  prefix: string,
  weight: number,
  moving: Map<string, { fixed: number; terms: TTerm[] }>,
  others: number[],
): void {
  if (moving.size === 0 || weight === 0) return;
  const max = lp.continuous(`M${prefix}`, others.length ? Math.max(...others) : 0);
  const min = lp.continuous(`m${prefix}`, 0, others.length ? Math.min(...others) : undefined);
  lp.cost(weight, max);
  lp.cost(-weight, min);
  for (const { fixed, terms } of moving.values()) {
    lp.row([...terms, [-1, max]], "<=", -fixed);
    lp.row([...terms, [-1, min]], ">=", -fixed);
  }
}

const normal = (text: string) => text.trim().toLocaleLowerCase("fr").replace(/\s+/g, " ");

/**
 * The profile's period rules as rows (decision 136): shifts per post and hours over the period, and
 * the minimum runs of working days and of days off. A day's work y(d) is Σ x of his candidates that day
 * plus 1 when a fixed shift is there; a day beyond the known dates, or of the period still to be planned
 * by a later sub-problem, is unknown and a row that needs it is not written.
 */
function periodRows(
  lp: LpModel,
  p: TSubproblem,
  profile: TAgentPlanningProfile,
  state: TAgentState,
  list: { i: number; slot: TOpenSlot }[],
  x: string[],
): void {
  const inPeriod = new Set(p.periodDates);
  const fixedPeriod = state.plan.filter((s) => inPeriod.has(s.shift_date));
  for (const cap of profile.max_shifts_per_post) {
    const terms = list
      .filter(({ slot }) => normal(slot.post.name) === normal(cap.post))
      .map(({ i }): TTerm => [1, x[i] as string]);
    const fixed = fixedPeriod.filter((s) => s.post && normal(s.post) === normal(cap.post)).length;
    if (terms.length) lp.row(terms, "<=", Math.max(0, cap.max - fixed));
  }
  const fixedWork = [...state.periodWeekWork.values()].reduce((a, b) => a + b, 0);
  const work = list.map(({ i, slot }): TTerm => [slot.work, x[i] as string]);
  if (profile.max_hours_per_period !== null && work.length)
    lp.row(work, "<=", Math.max(0, profile.max_hours_per_period * 60 - fixedWork));
  if (profile.min_hours_per_period !== null && p.closing && work.length) {
    const need = profile.min_hours_per_period * 60 - fixedWork;
    if (need > 0) lp.row(work, ">=", need);
  }
  const minRun = profile.min_consecutive_days ?? 1;
  const minOff = profile.min_consecutive_days_off ?? 1;
  if ((minRun <= 1 && minOff <= 1) || list.length === 0 || !p.known) return;
  const known = p.known;
  const periodEnd = [...p.periodDates].sort().at(-1) ?? "";
  const byDay = group(list, ({ slot }) => slot.date);
  /** y(d) as terms and a constant, or null when the day is unknown here. */
  const day = (d: string): { terms: TTerm[]; constant: number } | null => {
    if (d < known.from || d > known.to) return null;
    const constant = state.days.has(d) ? 1 : 0;
    if (constant === 0 && p.partEnd && d > p.partEnd && d <= periodEnd) return null;
    return { terms: (byDay.get(d) ?? []).map(({ i }): TTerm => [1, x[i] as string]), constant };
  };
  const dates = [...byDay.keys()].sort();
  const first = dates[0] ?? "";
  const last = dates[dates.length - 1] ?? first;
  const span = Math.max(minRun, minOff);
  // Σ c·y ≤ rhs with y = terms + constant: written only when a candidate is in it.
  const write = (parts: [number, ReturnType<typeof day>][], rhs: number) => {
    if (parts.some(([, y]) => y === null)) return;
    const terms: TTerm[] = [];
    let constant = 0;
    for (const [c, y] of parts) {
      if (!y) return;
      for (const [coef, name] of y.terms) terms.push([c * coef, name]);
      constant += c * y.constant;
    }
    if (terms.length) lp.row(terms, "<=", rhs - constant);
  };
  for (let d = plusDays(first, -span); d <= plusDays(last, 1); d = plusDays(d, 1)) {
    // A run starting on d (worked d, not d − 1) lasts minRun days: y(d) − y(d−1) − y(d+j) ≤ 0.
    for (let j = 1; j < minRun; j++)
      write(
        [
          [1, day(d)],
          [-1, day(plusDays(d, -1))],
          [-1, day(plusDays(d, j))],
        ],
        0,
      );
    // A break starting on d (worked d − 1, not d) lasts minOff days: y(d−1) − y(d) + y(d+j) ≤ 1.
    for (let j = 1; j < minOff; j++)
      write(
        [
          [1, day(plusDays(d, -1))],
          [-1, day(d)],
          [1, day(plusDays(d, j))],
        ],
        1,
      );
  }
}

export function buildModel(p: TSubproblem): LpModel {
  const lp = new LpModel();
  const { rules, weights } = p;
  const x = p.candidates.map((c) => lp.binary(c.name));
  // Cover: never more than the missing agents (the solver does not overstaff); each one filled saves
  // the post's missing cost, an agent off his usual sites costs continuity.
  for (const [slotIdx, list] of group(
    p.candidates.map((c, i) => ({ c, i })),
    ({ c }) => String(c.slot),
  )) {
    const slot = p.slots[Number(slotIdx)];
    if (!slot) continue;
    lp.row(
      list.map(({ i }) => [1, x[i] as string]),
      "<=",
      slot.need,
    );
    for (const { c, i } of list) {
      const usual = p.usual.get(c.agent.id);
      const off = usual && !usual.has(slot.post.site_id) ? weights.offSite : 0;
      lp.cost(off - slot.post.missing_cost, x[i] as string);
    }
  }
  const byAgent = group(
    p.candidates.map((c, i) => ({ c, i, slot: p.slots[c.slot] as TOpenSlot })),
    ({ c }) => c.agent.id,
  );
  const fairness = {
    nights: new Map<string, { fixed: number; terms: TTerm[] }>(),
    sundays: new Map<string, { fixed: number; terms: TTerm[] }>(),
    weekends: new Map<string, { fixed: number; terms: TTerm[] }>(),
  };
  for (const [agentId, list] of byAgent) {
    const state = p.states.get(agentId);
    const agent = list[0]?.c.agent;
    if (!state || !agent) continue;
    // One shift per agent per day.
    const byDate = group(list, ({ slot }) => slot.date);
    for (const same of byDate.values())
      lp.row(
        same.map(({ i }) => [1, x[i] as string]),
        "<=",
        1,
      );
    // Daily rest between two of his candidate slots on neighbouring days.
    for (let j = 0; j < list.length; j++) {
      for (let k = j + 1; k < list.length; k++) {
        const a = list[j];
        const b = list[k];
        if (!a || !b || a.slot.date === b.slot.date) continue;
        if (Math.abs((isoToDay({ date: a.slot.date }) ?? 0) - (isoToDay({ date: b.slot.date }) ?? 0)) > 1)
          continue;
        if (restConflict(a.slot, b.slot, rules.minRestHours))
          lp.row(
            [
              [1, x[a.i] as string],
              [1, x[b.i] as string],
            ],
            "<=",
            1,
          );
      }
    }
    // The contract of the period's part of each week (a shift counts in the week it starts).
    const targets = weekTargets(p.periodDates, contractOf(agent));
    for (const [week, inWeek] of group(list, ({ slot }) => slot.week)) {
      const target = (targets.get(week) ?? 0) / 60;
      const fixed = (state.periodWeekWork.get(week) ?? 0) / 60;
      const hours: TTerm[] = inWeek.map(({ i, slot }) => [slot.work / 60, x[i] as string]);
      const under = lp.continuous(`u_${x[inWeek[0]?.i ?? 0]}`);
      const over = lp.continuous(`o_${x[inWeek[0]?.i ?? 0]}`);
      lp.cost(weights.underContractPerHour, under);
      lp.cost(weights.overContractPerHour, over);
      lp.row([...hours, [1, under]], ">=", target - fixed);
      lp.row([...hours, [-1, over]], "<=", target - fixed);
    }
    // The legal weekly cap on each ISO week the candidates touch (a Sunday night in two weeks).
    const capTerms = new Map<string, TTerm[]>();
    for (const { i, slot } of list) {
      for (const [week, minutes] of slot.weekParts)
        capTerms.set(week, [...(capTerms.get(week) ?? []), [minutes, x[i] as string]]);
    }
    for (const [week, terms] of capTerms) {
      lp.row(terms, "<=", Math.max(0, rules.maxWeeklyHours * 60 - (state.weekWork.get(week) ?? 0)));
    }
    // Consecutive working days: every window of max + 1 days holds at most max worked days.
    // His own maximum when it is lower than the law's (decision 126).
    const max = Math.min(
      rules.maxConsecutiveDays,
      agent.planning_profile?.max_consecutive_days ?? rules.maxConsecutiveDays,
    );
    const dates = [...byDate.keys()].sort();
    const first = dates[0];
    if (first) {
      const last = dates[dates.length - 1] ?? first;
      for (let start = plusDays(first, -max); start <= last; start = plusDays(start, 1)) {
        const window = Array.from({ length: max + 1 }, (_, n) => plusDays(start, n));
        const terms: TTerm[] = window.flatMap((d) =>
          (byDate.get(d) ?? []).map(({ i }): TTerm => [1, x[i] as string]),
        );
        if (terms.length === 0) continue;
        const fixedDays = window.filter((d) => state.days.has(d)).length;
        lp.row(terms, "<=", Math.max(0, max - fixedDays));
      }
    }
    // The planning profile (decision 126): wishes as costs, his own caps and successions as rows.
    const profile = agent.planning_profile;
    if (profile) {
      for (const { i, slot } of list) {
        const wish = preferenceCost(profile, { date: slot.date, post: slot.post.name });
        if (wish !== 0) lp.cost(wish, x[i] as string);
      }
      for (const [week, inWeek] of group(list, ({ slot }) => slot.week)) {
        if (profile.max_hours_per_week !== null)
          lp.row(
            inWeek.map(({ i, slot }): TTerm => [slot.work, x[i] as string]),
            "<=",
            Math.max(0, profile.max_hours_per_week * 60 - fixedStartWeekWork(state, week, rules)),
          );
        const nights = inWeek.filter(({ slot }) => slot.night);
        if (profile.max_nights_per_week !== null && nights.length) {
          const fixed = state.plan.filter(
            (s) => mondayOf(s.shift_date) === week && isNightShift(s, rules),
          ).length;
          lp.row(
            nights.map(({ i }): TTerm => [1, x[i] as string]),
            "<=",
            Math.max(0, profile.max_nights_per_week - fixed),
          );
        }
      }
      if (profile.max_weekends_per_month !== null || profile.max_weekends_per_period !== null) {
        // Weekends already worked (history included) count; each new one is an indicator w ≥ x.
        const fixed = new Set(
          state.plan.map((s) => weekendOf(s.shift_date)).filter((w): w is string => w !== null),
        );
        const perMonth = new Map<string, TTerm[]>();
        for (const [weekend, inWeekend] of group(
          list.filter(({ slot }) => slot.weekend && !fixed.has(slot.weekend)),
          ({ slot }) => slot.weekend ?? "",
        )) {
          const w = lp.continuous(`wk_${x[inWeekend[0]?.i ?? 0]}`, 0, 1);
          for (const { i } of inWeekend)
            lp.row(
              [
                [1, w],
                [-1, x[i] as string],
              ],
              ">=",
              0,
            );
          const month = weekend.slice(0, 7);
          perMonth.set(month, [...(perMonth.get(month) ?? []), [1, w]]);
        }
        const monthCap = profile.max_weekends_per_month;
        if (monthCap !== null)
          for (const [month, terms] of perMonth) {
            const already = [...fixed].filter((w) => w.slice(0, 7) === month).length;
            lp.row(terms, "<=", Math.max(0, monthCap - already));
          }
        // Over the planned period (decision 137): the weekends of its dates, those already worked counted.
        const periodCap = profile.max_weekends_per_period;
        const all = [...perMonth.values()].flat();
        if (periodCap !== null && all.length) {
          const inPeriod = new Set(p.periodDates);
          const already = new Set(
            state.plan
              .filter((s) => inPeriod.has(s.shift_date))
              .map((s) => weekendOf(s.shift_date))
              .filter((w) => w !== null),
          ).size;
          lp.row(all, "<=", Math.max(0, periodCap - already));
        }
      }
      periodRows(lp, p, profile, state, list, x);
      for (const a of list)
        for (const b of list)
          if (
            forbiddenSuccession(
              profile,
              { date: a.slot.date, post: a.slot.post.name },
              { date: b.slot.date, post: b.slot.post.name },
            )
          )
            lp.row(
              [
                [1, x[a.i] as string],
                [1, x[b.i] as string],
              ],
              "<=",
              1,
            );
    }
    if (p.proxy) {
      const proxy = p.proxy;
      const mean = p.means;
      for (const { i, slot } of list) {
        let extra = 0;
        if (slot.night) extra += (proxy.nightSpread * (state.nights - (mean?.nights ?? 0))) / 2;
        if (slot.sunday) extra += (proxy.sundaySpread * (state.sundays - (mean?.sundays ?? 0))) / 2;
        if (slot.weekend && !state.weekends.has(slot.weekend))
          extra += (proxy.weekendSpread * (state.weekends.size - (mean?.weekends ?? 0))) / 2;
        lp.cost(Math.round(extra * 100) / 100, x[i] as string);
      }
    }
    // Fairness counts of this agent: nights, Sundays, weekends (a weekend is worked when Saturday or Sunday is).
    const nights = list.filter(({ slot }) => slot.night).map(({ i }): TTerm => [1, x[i] as string]);
    if (nights.length && p.populations.nights.has(agentId))
      fairness.nights.set(agentId, { fixed: state.nights, terms: nights });
    const sundays = list.filter(({ slot }) => slot.sunday).map(({ i }): TTerm => [1, x[i] as string]);
    if (sundays.length && p.populations.sundays.has(agentId))
      fairness.sundays.set(agentId, { fixed: state.sundays, terms: sundays });
    const weekendTerms: TTerm[] = [];
    for (const [weekend, inWeekend] of group(
      list.filter(({ slot }) => slot.weekend),
      ({ slot }) => slot.weekend ?? "",
    )) {
      if (state.weekends.has(weekend)) continue;
      const worked = lp.continuous(`w_${x[inWeekend[0]?.i ?? 0]}`, 0, 1);
      for (const { i } of inWeekend)
        lp.row(
          [
            [1, worked],
            [-1, x[i] as string],
          ],
          ">=",
          0,
        );
      lp.row([[1, worked], ...inWeekend.map(({ i }): TTerm => [-1, x[i] as string])], "<=", 0);
      weekendTerms.push([1, worked]);
    }
    if (weekendTerms.length && p.populations.weekends.has(agentId))
      fairness.weekends.set(agentId, { fixed: state.weekends.size, terms: weekendTerms });
  }
  const fixedCounts = (kind: "nights" | "sundays" | "weekends") =>
    [...p.populations[kind]]
      .filter((id) => !fairness[kind].has(id))
      .map((id) => {
        const s = p.states.get(id);
        return kind === "weekends" ? (s?.weekends.size ?? 0) : (s?.[kind] ?? 0);
      });
  spreadTerms(lp, "n", weights.nightSpread, fairness.nights, fixedCounts("nights"));
  spreadTerms(lp, "s", weights.sundaySpread, fairness.sundays, fixedCounts("sundays"));
  spreadTerms(lp, "w", weights.weekendSpread, fairness.weekends, fixedCounts("weekends"));
  return lp;
}

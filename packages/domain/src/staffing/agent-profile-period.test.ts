// The profile's period rules (decision 136) on tiny instances whose optimum is known by hand: max shifts
// of a post, min and max hours over the period, min working days in a row, min days off in a row. Each
// is shown binding (the same instance without it plans otherwise) in the MIP, the greedy construction
// and the legality check; the minimum runs are judged with history and not at unknown edges.
import { describe, expect, it } from "vitest";
import { agent, site } from "../planning/conflicts/test-fixtures.ts";
import {
  EMPTY_PLANNING_PROFILE,
  profileShortfalls,
  profileViolations,
  type TAgentPlanningProfile,
  ZAgentPlanningProfile,
} from "./agent-profile.ts";
import { greedySchedule, type TSchedulePost } from "./greedy-schedule.ts";
import { highsSolve } from "./highs-test-solver.ts";
import { fullRules } from "./schedule-facts.ts";
import type { TScheduleInstance } from "./schedule-report.ts";
import { solveSchedule } from "./solve-schedule.ts";
import { weekDates } from "./staffing.rules.ts";

const WEEK = weekDates("2026-03-02"); // Monday 2 to Sunday 8 March 2026.
const [MON, TUE, WED, THU] = WEEK as [string, string, string, string];
const post = (id: string, over: Partial<TSchedulePost> = {}): TSchedulePost => ({
  id,
  site_id: "s1",
  name: id,
  start_time: "07:00",
  end_time: "19:00",
  required: { weekday: 1, saturday: 1, sunday: 1, holiday: 1 },
  date_counts: [],
  qualifications: [],
  valid_from: null,
  valid_to: null,
  missing_cost: 1000,
  extra_cost: 50,
  ...over,
});
const on = (id: string, date: string) => post(id, { valid_from: date, valid_to: date });
const profile = (over: Partial<TAgentPlanningProfile>): TAgentPlanningProfile => ({
  ...EMPTY_PLANNING_PROFILE,
  ...over,
});
const oneAgent = (posts: TSchedulePost[], dates: string[], p?: TAgentPlanningProfile): TScheduleInstance => ({
  posts,
  agents: [agent({ id: "a1", ...(p ? { planning_profile: p } : {}) } as never)],
  sites: [site({ id: "s1" })],
  existing: [],
  dates,
  rules: { defaultBreakMinutes: 0 },
});
/** The MIP alone respects the rule: the final check drops nothing (the model's rows, not the repair). */
const solve = (instance: TScheduleInstance) => {
  const result = solveSchedule(instance, { solve: highsSolve, monolithic: true, seed: 7, budgetMs: 20_000 });
  expect(result.stats.dropped).toBe(0);
  return result;
};
const days = (shifts: { shift_date: string }[]) => shifts.map((s) => s.shift_date).sort();

describe("profile period rules: hard in the model, the greedy construction and the check", () => {
  it("max shifts of a post over the period: one Jour of three", () => {
    const instance = oneAgent([post("Jour")], [MON, TUE, WED]);
    expect(solve(instance).proposed).toHaveLength(3);
    const capped = oneAgent(
      [post("Jour")],
      [MON, TUE, WED],
      profile({ max_shifts_per_post: [{ post: "jour", max: 1 }] }),
    );
    expect(solve(capped).proposed).toHaveLength(1);
    expect(greedySchedule(capped).proposed).toHaveLength(1);
    const plan = solve(instance).proposed;
    expect(
      profileViolations(capped.agents[0]?.planning_profile, plan, fullRules(), { period: [MON, TUE, WED] }),
    ).toBe(2);
  });

  it("max hours over the period: 24 h allows two 12 h days of three", () => {
    const capped = oneAgent([post("Jour")], [MON, TUE, WED], profile({ max_hours_per_period: 24 }));
    expect(solve(capped).proposed).toHaveLength(2);
    expect(greedySchedule(capped).proposed).toHaveLength(2);
  });

  it("min hours over the period: a2 gets a day he would otherwise leave to a1's wish", () => {
    // a1 wants every Jour (50 each); no contract terms: a1 on both days (-100) is the optimum, a2 idle.
    const base: TScheduleInstance = {
      posts: [post("Jour")],
      agents: [
        agent({
          id: "a1",
          planning_profile: profile({
            preferences: [{ kind: "want", post: "Jour", weekday: null, date: null, weight: 50 }],
          }),
        } as never),
        agent({ id: "a2" }),
      ],
      sites: [site({ id: "s1" })],
      existing: [],
      dates: [MON, TUE],
      rules: { defaultBreakMinutes: 0 },
      weights: { underContractPerHour: 0, overContractPerHour: 0 },
    };
    const count = (r: ReturnType<typeof solve>, id: string) =>
      r.proposed.filter((s) => s.agent_id === id).length;
    const free = solve(base);
    expect([count(free, "a1"), count(free, "a2")]).toEqual([2, 0]);
    const withMin = {
      ...base,
      agents: base.agents.map((a) =>
        a.id === "a2" ? { ...a, planning_profile: profile({ min_hours_per_period: 12 }) } : a,
      ),
    };
    const bound = solve(withMin);
    expect([count(bound, "a1"), count(bound, "a2")]).toEqual([1, 1]);
    expect(bound.report.breakdown.preferences).toBe(-50);
    // The check counts a plan under his minimum.
    expect(
      profileViolations(profile({ min_hours_per_period: 12 }), [], fullRules(), { period: [MON, TUE] }),
    ).toBe(1);
  });

  it("min working days in a row: a lone Tuesday between two known days off is refused", () => {
    const instance = oneAgent([on("Jour", TUE)], [MON, TUE, WED]);
    expect(solve(instance).proposed).toHaveLength(1);
    const min2 = profile({ min_consecutive_days: 2 });
    const bound = oneAgent([on("Jour", TUE)], [MON, TUE, WED], min2);
    expect(solve(bound).proposed).toHaveLength(0);
    expect(solve(bound).uncovered.map((u) => u.reason)).toEqual(["limits"]);
    expect(greedySchedule(bound).proposed).toHaveLength(0);
    const lone = [{ shift_date: TUE, start_time: "07:00", end_time: "19:00", site_id: "s1", post: "Jour" }];
    expect(profileShortfalls(min2, lone, { period: [MON, TUE, WED] })).toBe(1);
  });

  it("min working days in a row: not judged at an edge with no history, judged with history", () => {
    const min2 = profile({ min_consecutive_days: 2 });
    // Monday alone at the period's first day: what came before is unknown.
    const edge = oneAgent([on("Jour", MON)], [MON, TUE, WED], min2);
    expect(days(solve(edge).proposed)).toEqual([MON]);
    expect(days(greedySchedule(edge).proposed)).toEqual([MON]);
    // The history says Sunday 1 was off: the lone Monday is a run of one day.
    const known = { ...edge, known: { from: "2026-03-01", to: WED } };
    expect(solve(known).proposed).toHaveLength(0);
    expect(greedySchedule(known).proposed).toHaveLength(0);
    // And a shift of the history on Sunday makes Monday the second day of a run.
    const worked = {
      ...known,
      existing: [
        {
          id: "h",
          agent_id: "a1",
          site_id: "s1",
          shift_date: "2026-03-01",
          start_time: "07:00",
          end_time: "19:00",
          status: "scheduled",
          post: "Jour",
        },
      ],
    };
    expect(days(solve(worked).proposed)).toEqual([MON]);
  });

  it("min days off in a row: Monday and Wednesday leave one day off, so only one is planned", () => {
    const posts = [on("Jour", MON), on("Jour2", WED)];
    expect(solve(oneAgent(posts, [MON, TUE, WED, THU])).proposed).toHaveLength(2);
    const bound = oneAgent(posts, [MON, TUE, WED, THU], profile({ min_consecutive_days_off: 2 }));
    expect(solve(bound).proposed).toHaveLength(1);
    expect(greedySchedule(bound).proposed).toHaveLength(1);
    const both = solve(oneAgent(posts, [MON, TUE, WED, THU])).proposed;
    expect(
      profileViolations(bound.agents[0]?.planning_profile, both, fullRules(), {
        period: [MON, TUE, WED, THU],
      }),
    ).toBe(1);
  });
});

describe("profile period rules: the schema", () => {
  it("refuses a minimum over its maximum, with French sentences", () => {
    const bad = ZAgentPlanningProfile.safeParse({
      min_hours_per_period: 200,
      max_hours_per_period: 100,
      min_consecutive_days: 5,
      max_consecutive_days: 3,
      min_consecutive_days_off: 0,
      max_shifts_per_post: [{ post: "Nuit", max: -1 }],
    });
    const messages = bad.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toContain("Les jours de repos d'affilée vont de 1 à 14");
    expect(messages).toContain("Le nombre de vacations d'un poste sur la période va de 0 à 366");
    const order = ZAgentPlanningProfile.safeParse({
      min_hours_per_period: 200,
      max_hours_per_period: 100,
      min_consecutive_days: 5,
      max_consecutive_days: 3,
    });
    const orderMessages = order.error?.issues.map((i) => i.message) ?? [];
    expect(orderMessages).toContain("Le minimum d'heures sur la période ne peut dépasser le maximum");
    expect(orderMessages).toContain("Le minimum de jours travaillés d'affilée ne peut dépasser le maximum");
  });
});

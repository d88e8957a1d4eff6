// The agent planning profile (decision 126) on tiny instances whose optimum is known by hand: each hard
// rule is shown binding (the same instance without the profile fills the slot), each wish moves the
// optimum, and the schema refuses bad input in French.
import { describe, expect, it } from "vitest";
import { agent, site } from "../planning/conflicts/test-fixtures.ts";
import {
  EMPTY_PLANNING_PROFILE,
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

const WEEK = weekDates("2026-03-02"); // Monday 2 to Sunday 8 March 2026, no public holiday.
const post = (over: Partial<TSchedulePost> & { id: string }): TSchedulePost => ({
  site_id: "s1",
  name: over.id,
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
const NUIT = { start_time: "19:00", end_time: "07:00" };
const sites = [site({ id: "s1" }), site({ id: "s2" })];
const profile = (over: Partial<TAgentPlanningProfile>): TAgentPlanningProfile => ({
  ...EMPTY_PLANNING_PROFILE,
  ...over,
});
const solve = (instance: TScheduleInstance) =>
  solveSchedule(instance, { solve: highsSolve, monolithic: true, seed: 7, budgetMs: 20_000 });
const withProfile = (instance: TScheduleInstance, id: string, p: TAgentPlanningProfile) => ({
  ...instance,
  agents: instance.agents.map((a) => (a.id === id ? { ...a, planning_profile: p } : a)),
});
const mine = (result: ReturnType<typeof solve>) =>
  result.proposed.map((s) => [s.agent_id, s.shift_date, s.post]).sort();

describe("agent planning profile: hard rules in the solver", () => {
  it("never plans a fixed day off (Monday): the same agent without it works Monday", () => {
    const instance: TScheduleInstance = {
      posts: [post({ id: "Jour" })],
      agents: [agent({ id: "a1" })],
      sites,
      existing: [],
      dates: WEEK.slice(0, 2),
    };
    expect(solve(instance).proposed).toHaveLength(2);
    const result = solve(withProfile(instance, "a1", profile({ fixed_days_off: [1] })));
    expect(mine(result)).toEqual([["a1", "2026-03-03", "Jour"]]);
    expect(result.uncovered).toEqual([{ post_id: "Jour", date: "2026-03-02", missing: 1, reason: "limits" }]);
  });

  it("sends the agent only to his allowed sites", () => {
    const instance: TScheduleInstance = {
      posts: [post({ id: "Jour" }), post({ id: "Loin", site_id: "s2" })],
      agents: [agent({ id: "a1" }), agent({ id: "a2" })],
      sites,
      existing: [],
      dates: WEEK.slice(0, 1),
    };
    const result = solve(
      withProfile(
        withProfile(instance, "a1", profile({ allowed_site_ids: ["s1"] })),
        "a2",
        profile({ allowed_site_ids: ["s1"] }),
      ),
    );
    expect(result.proposed.map((s) => s.site_id)).toEqual(["s1"]);
    expect(result.uncovered.map((u) => u.post_id)).toEqual(["Loin"]);
  });

  it("drops a qualification after its expiry date: nobody qualified from the next day", () => {
    const instance: TScheduleInstance = {
      posts: [post({ id: "SSIAP", qualifications: ["SSIAP 1"] })],
      agents: [
        agent({ id: "a1", certifications: ["SSIAP 1"] }),
        agent({ id: "a2", certifications: ["SSIAP 1"] }),
      ],
      sites,
      existing: [],
      dates: WEEK.slice(0, 3),
    };
    expect(solve(instance).uncovered).toEqual([]);
    const expiry = profile({ qualification_expiry: [{ code: "ssiap 1", expires: "2026-03-03" }] });
    const result = solve(withProfile(withProfile(instance, "a1", expiry), "a2", expiry));
    expect(result.proposed.map((s) => s.shift_date).sort()).toEqual(["2026-03-02", "2026-03-03"]);
    expect(result.uncovered).toEqual([
      { post_id: "SSIAP", date: "2026-03-04", missing: 1, reason: "nobody_qualified" },
    ]);
  });

  it("keeps his own weekly cap under the law's: 24 h allows two 12 h days", () => {
    const instance: TScheduleInstance = {
      posts: [post({ id: "Jour" })],
      agents: [agent({ id: "a1" })],
      sites,
      existing: [],
      dates: WEEK.slice(0, 4),
      rules: { defaultBreakMinutes: 0 },
    };
    expect(solve(instance).proposed).toHaveLength(4);
    const result = solve(withProfile(instance, "a1", profile({ max_hours_per_week: 24 })));
    expect(result.proposed).toHaveLength(2);
    expect(result.uncovered.map((u) => u.reason)).toEqual(["limits", "limits"]);
  });

  it("keeps his max nights per week, counting a night already planned", () => {
    const instance: TScheduleInstance = {
      posts: [post({ id: "Nuit", ...NUIT })],
      agents: [agent({ id: "a1" })],
      sites,
      existing: [
        { id: "e1", agent_id: "a1", site_id: "s2", shift_date: "2026-03-02", ...NUIT, status: "scheduled" },
      ],
      dates: ["2026-03-04", "2026-03-06"],
    };
    expect(solve(instance).proposed).toHaveLength(2);
    const result = solve(withProfile(instance, "a1", profile({ max_nights_per_week: 2 })));
    expect(result.proposed).toHaveLength(1);
  });

  it("never plans a forbidden succession (Jour then Nuit the next day)", () => {
    const instance: TScheduleInstance = {
      posts: [
        post({ id: "Jour", valid_from: "2026-03-02", valid_to: "2026-03-02" }),
        post({ id: "Nuit", ...NUIT, valid_from: "2026-03-03", valid_to: "2026-03-03" }),
      ],
      agents: [agent({ id: "a1" })],
      sites,
      existing: [],
      dates: WEEK.slice(0, 2),
    };
    expect(solve(instance).proposed).toHaveLength(2);
    const forbid = profile({ forbidden_successions: [{ from: "jour", to: "NUIT" }] });
    const result = solve(withProfile(instance, "a1", forbid));
    expect(result.proposed).toHaveLength(1);
    // The same rule against a shift already planned the day before.
    const fixed = solve(
      withProfile(
        {
          ...instance,
          posts: [post({ id: "Nuit", ...NUIT })],
          existing: [
            {
              id: "e1",
              agent_id: "a1",
              site_id: "s1",
              shift_date: "2026-03-01",
              start_time: "07:00",
              end_time: "19:00",
              status: "scheduled",
              post: "Jour",
            },
          ],
          dates: ["2026-03-02"],
        },
        "a1",
        forbid,
      ),
    );
    expect(fixed.proposed).toEqual([]);
  });

  it("keeps his own max of days in a row under the law's: 2 in a row allows three of four days", () => {
    const instance: TScheduleInstance = {
      posts: [post({ id: "Jour" })],
      agents: [agent({ id: "a1" })],
      sites,
      existing: [],
      dates: WEEK.slice(0, 4),
    };
    expect(solve(instance).proposed).toHaveLength(4);
    const result = solve(withProfile(instance, "a1", profile({ max_consecutive_days: 2 })));
    // Three of the four days, never three in a row (Tuesday or Wednesday is left).
    expect(result.proposed).toHaveLength(3);
    expect(profileViolations(profile({ max_consecutive_days: 2 }), result.proposed, fullRules())).toBe(0);
  });

  it("keeps his max weekends per month, counting a weekend of the month already planned", () => {
    const saturdays = post({ id: "Samedi", required: { weekday: 0, saturday: 1, sunday: 0, holiday: 0 } });
    const instance: TScheduleInstance = {
      posts: [saturdays],
      agents: [agent({ id: "a1" })],
      sites,
      existing: [],
      dates: ["2026-03-07", "2026-03-14"],
    };
    expect(solve(instance).proposed).toHaveLength(2);
    const once = profile({ max_weekends_per_month: 1 });
    expect(solve(withProfile(instance, "a1", once)).proposed).toHaveLength(1);
    const planned = {
      ...instance,
      existing: [
        {
          id: "e1",
          agent_id: "a1",
          site_id: "s2",
          shift_date: "2026-03-22",
          start_time: "07:00",
          end_time: "19:00",
          status: "scheduled",
        },
      ],
    };
    expect(solve(withProfile(planned, "a1", once)).proposed).toEqual([]);
    // The same rule in the count the greedy construction and the final check use.
    const day = (d: string) => ({ ...planned.existing[0], id: d, shift_date: d }) as never;
    expect(profileViolations(once, [day("2026-03-07"), day("2026-03-22")], fullRules())).toBe(1);
    expect(
      profileViolations(
        profile({ max_consecutive_days: 2 }),
        [day("2026-03-02"), day("2026-03-03"), day("2026-03-04")],
        fullRules(),
      ),
    ).toBe(1);
  });

  it("the greedy construction and the final check refuse what the profile forbids", () => {
    const instance: TScheduleInstance = {
      posts: [post({ id: "Jour" })],
      agents: [
        agent({
          id: "a1",
          planning_profile: profile({ fixed_days_off: [2], max_hours_per_week: 23 }),
        } as never),
      ],
      sites,
      existing: [],
      dates: WEEK.slice(0, 4),
    };
    const greedy = greedySchedule(instance);
    // Tuesday is off; 11.5 h of work a shift (the default 30 min break): two shifts fit in 23 h.
    expect(greedy.proposed.map((s) => s.shift_date)).toEqual(["2026-03-02", "2026-03-04"]);
    const plan = [...greedy.proposed, { ...greedy.proposed[0], id: "x", shift_date: "2026-03-03" }];
    expect(profileViolations(instance.agents[0]?.planning_profile, plan as never, fullRules())).toBe(2);
  });
});

describe("agent planning profile: wishes and contract as soft costs", () => {
  const twoAgents = (p: TSchedulePost): TScheduleInstance => ({
    posts: [p],
    agents: [agent({ id: "a1" }), agent({ id: "a2" })],
    sites,
    existing: [],
    dates: WEEK.slice(0, 1),
    weights: { underContractPerHour: 0, overContractPerHour: 0 },
  });

  it("an 'avoid' wish sends the night to the other agent, and costs nothing then", () => {
    const instance = twoAgents(post({ id: "Nuit", ...NUIT }));
    const avoid = profile({
      preferences: [{ kind: "avoid", post: "Nuit", weekday: null, date: null, weight: 40 }],
    });
    const result = solve(withProfile(instance, "a2", avoid));
    expect(mine(result)).toEqual([["a1", "2026-03-02", "Nuit"]]);
    expect(result.report.breakdown.preferences).toBe(0);
  });

  it("a 'want' wish on a weekday wins the slot and shows as a saving in the breakdown", () => {
    const instance = twoAgents(post({ id: "Jour" }));
    const want = profile({ preferences: [{ kind: "want", post: null, weekday: 1, date: null, weight: 25 }] });
    const result = solve(withProfile(instance, "a2", want));
    expect(mine(result)).toEqual([["a2", "2026-03-02", "Jour"]]);
    expect(result.report.breakdown.preferences).toBe(-25);
  });

  it("the contract hours of the profile set the target the report and the model use", () => {
    // Four 12 h days (Monday to Thursday). Both at 35 h: two each (11 h under each, 44). a1 at 12 h:
    // one for him (exact) and three for a2 (1 h over, 6) beats two each (12 h over for a1, 72 + 22).
    const instance: TScheduleInstance = {
      posts: [post({ id: "Jour", valid_from: "2026-03-02", valid_to: "2026-03-05" })],
      agents: [agent({ id: "a1" }), agent({ id: "a2" })],
      sites,
      existing: [],
      dates: WEEK,
      rules: { defaultBreakMinutes: 0 },
    };
    const count = (r: ReturnType<typeof solve>, id: string) =>
      r.proposed.filter((s) => s.agent_id === id).length;
    const equal = solve(instance);
    expect([count(equal, "a1"), count(equal, "a2")]).toEqual([2, 2]);
    const result = solve(withProfile(instance, "a1", profile({ contract_hours_per_week: 12 })));
    expect(result.report.agents.find((l) => l.agent_id === "a1")?.contract_minutes).toBe(12 * 60);
    expect([count(result, "a1"), count(result, "a2")]).toEqual([1, 3]);
    expect(result.report.breakdown.over_contract).toBe(6);
  });
});

describe("agent planning profile: the schema", () => {
  it("fills defaults and refuses bad input with French sentences", () => {
    expect(ZAgentPlanningProfile.parse({})).toEqual(EMPTY_PLANNING_PROFILE);
    const bad = ZAgentPlanningProfile.safeParse({
      contract_hours_per_week: 40,
      max_hours_per_week: 30,
      fixed_days_off: [8],
      preferences: [{ kind: "want", weight: 0 }],
    });
    expect(bad.success).toBe(false);
    const messages = bad.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toContain("Le jour de la semaine va de 1 (lundi) à 7 (dimanche)");
    expect(messages).toContain("Le poids d'une préférence est un entier de 1 à 100");
  });
});

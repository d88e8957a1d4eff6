// The solver's rules one by one on tiny instances whose optimum is known by hand (decision 110); every
// result is checked again with the conflict detector itself.
import { describe, expect, it } from "vitest";
import { detectConflicts } from "../planning/conflicts/detect.ts";
import { agent, site } from "../planning/conflicts/test-fixtures.ts";
import type { TSchedulePost } from "./greedy-schedule.ts";
import { highsSolve } from "./highs-test-solver.ts";
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
const sites = [site({ id: "s1" }), site({ id: "s2" })];
const solve = (instance: TScheduleInstance, monolithic = true) =>
  solveSchedule(instance, { solve: highsSolve, monolithic, seed: 7, budgetMs: 20_000 });
const errors = (instance: TScheduleInstance, proposed: ReturnType<typeof solve>["proposed"]) =>
  detectConflicts({ shifts: [...instance.existing, ...proposed], agents: instance.agents, sites }).filter(
    (c) => c.severity === "critical" || c.severity === "error",
  );

describe("solveSchedule with HiGHS", () => {
  it("covers a day post with the only qualified agent and explains the slot nobody may hold", () => {
    const instance: TScheduleInstance = {
      posts: [
        post({ id: "Jour", qualifications: ["SSIAP 1"] }),
        post({ id: "Chien", site_id: "s2", qualifications: ["Cynophile"] }),
      ],
      agents: [agent({ id: "a1" }), agent({ id: "a2", certifications: ["SSIAP 2"] })],
      sites,
      existing: [],
      dates: WEEK.slice(0, 1),
    };
    const result = solve(instance);
    expect(result.proposed.map((s) => [s.agent_id, s.post])).toEqual([["a2", "Jour"]]);
    expect(result.uncovered).toEqual([
      { post_id: "Chien", date: "2026-03-02", missing: 1, reason: "nobody_qualified" },
    ]);
    expect(result.report.breakdown.uncovered).toBe(1000);
  });

  it("never gives one agent a night then the next day's post (daily rest): two agents alternate", () => {
    // Night 19:00-07:00 then Day 07:00-19:00 the next morning would be a 24 h post.
    const instance: TScheduleInstance = {
      posts: [post({ id: "Nuit", start_time: "19:00", end_time: "07:00" }), post({ id: "Jour" })],
      agents: [agent({ id: "a1" }), agent({ id: "a2" })],
      sites,
      existing: [],
      dates: WEEK.slice(0, 2),
    };
    const result = solve(instance);
    expect(result.uncovered).toEqual([]); // 4 slots, 2 agents, 2 days: everything fits.
    expect(errors(instance, result.proposed)).toEqual([]);
    for (const a of ["a1", "a2"]) {
      const mine = result.proposed
        .filter((s) => s.agent_id === a)
        .sort((x, y) => x.shift_date.localeCompare(y.shift_date));
      expect(mine.map((s) => s.post)).not.toEqual(["Nuit", "Jour"]);
    }
  });

  it("keeps the weekly cap: one agent, seven 12 h days, 48 h a week allows four", () => {
    const instance: TScheduleInstance = {
      posts: [post({ id: "Jour" })],
      agents: [agent({ id: "a1" })],
      sites,
      existing: [],
      dates: WEEK,
      rules: { maxWeeklyHours: 48, defaultBreakMinutes: 0 },
    };
    const result = solve(instance);
    expect(result.proposed).toHaveLength(4);
    expect(result.uncovered.map((u) => u.reason)).toEqual(["limits", "limits", "limits"]);
    expect(errors(instance, result.proposed)).toEqual([]);
  });

  it("keeps the consecutive-day limit with the history just before the period", () => {
    // Five 4 h days worked before Monday; max 6 in a row: Monday is the 6th, Tuesday would be the 7th.
    const history = ["2026-02-25", "2026-02-26", "2026-02-27", "2026-02-28", "2026-03-01"].map((d, i) => ({
      id: `h${i}`,
      agent_id: "a1",
      site_id: "s1",
      shift_date: d,
      start_time: "08:00",
      end_time: "12:00",
      status: "scheduled",
    }));
    const instance: TScheduleInstance = {
      posts: [post({ id: "Matin", start_time: "08:00", end_time: "12:00" })],
      agents: [agent({ id: "a1" })],
      sites,
      existing: history,
      dates: WEEK.slice(0, 2),
    };
    const result = solve(instance);
    expect(result.proposed.map((s) => s.shift_date)).toEqual(["2026-03-02"]);
    expect(result.uncovered).toEqual([
      { post_id: "Matin", date: "2026-03-03", missing: 1, reason: "limits" },
    ]);
  });

  it("counts a Sunday night in both weeks like the detector: the model itself refuses it (nothing dropped after)", () => {
    // 48 h already planned Tuesday to Friday of the next week; the Sunday night's 7 h after midnight
    // fall in that week.
    const next = ["2026-03-10", "2026-03-11", "2026-03-12", "2026-03-13"].map((d, i) => ({
      id: `n${i}`,
      agent_id: "a1",
      site_id: "s1",
      shift_date: d,
      start_time: "08:00",
      end_time: "20:00",
      break_minutes: 0,
      status: "scheduled",
    }));
    const instance: TScheduleInstance = {
      posts: [post({ id: "Nuit", start_time: "19:00", end_time: "07:00" })],
      agents: [agent({ id: "a1" })],
      sites,
      existing: next,
      dates: ["2026-03-08"],
      rules: { maxWeeklyHours: 48, defaultBreakMinutes: 0 },
    };
    const result = solve(instance);
    expect(result.proposed).toEqual([]);
    expect(result.stats.dropped).toBe(0);
    expect(result.uncovered.map((u) => u.reason)).toEqual(["limits"]);
  });

  it("says 'leave' when every qualified agent is away", () => {
    const instance: TScheduleInstance = {
      posts: [post({ id: "Jour" })],
      agents: [
        agent({ id: "a1", unavailability: [{ start: "2026-03-02", end: "2026-03-02", kind: "leave" }] }),
      ],
      sites,
      existing: [],
      dates: WEEK.slice(0, 2),
    };
    const result = solve(instance);
    expect(result.proposed.map((s) => s.shift_date)).toEqual(["2026-03-03"]);
    expect(result.uncovered.map((u) => [u.date, u.reason])).toEqual([["2026-03-02", "leave"]]);
  });

  it("spreads the nights evenly: four nights, two agents, two each (the spread is 0)", () => {
    const instance: TScheduleInstance = {
      posts: [post({ id: "Nuit", start_time: "19:00", end_time: "07:00" })],
      agents: [agent({ id: "a1" }), agent({ id: "a2" })],
      sites,
      existing: [],
      dates: WEEK.slice(0, 4),
      weights: { underContractPerHour: 0, overContractPerHour: 0 },
    };
    const result = solve(instance);
    expect(result.proposed).toHaveLength(4);
    expect(result.report.fairness.nights).toEqual({ min: 2, max: 2, spread: 0, agents: 2 });
    expect(result.report.breakdown.night_spread).toBe(0);
  });

  it("prefers the agent's usual site (continuity) when both may hold the post", () => {
    const last = (a: string, s: string) => ({
      id: `h-${a}`,
      agent_id: a,
      site_id: s,
      shift_date: "2026-02-25",
      start_time: "07:00",
      end_time: "19:00",
      status: "scheduled",
    });
    const instance: TScheduleInstance = {
      posts: [post({ id: "Jour" }), post({ id: "Jour2", site_id: "s2" })],
      agents: [agent({ id: "a1" }), agent({ id: "a2" })],
      sites,
      existing: [last("a1", "s2"), last("a2", "s1")],
      dates: WEEK.slice(0, 1),
    };
    const result = solve(instance);
    expect(result.proposed.map((s) => [s.agent_id, s.site_id]).sort()).toEqual([
      ["a1", "s2"],
      ["a2", "s1"],
    ]);
    expect(result.report.breakdown.continuity).toBe(0);
  });

  it("is deterministic for a seed, and the decomposed run reaches the monolithic optimum on a small week", () => {
    const instance: TScheduleInstance = {
      posts: [
        post({ id: "Jour" }),
        post({ id: "Nuit", start_time: "19:00", end_time: "07:00" }),
        post({ id: "J2", site_id: "s2" }),
      ],
      agents: ["a1", "a2", "a3", "a4", "a5"].map((id) => agent({ id })),
      sites,
      existing: [],
      dates: WEEK,
    };
    const exact = solve(instance);
    const split = solveSchedule(instance, { solve: highsSolve, seed: 7, budgetMs: 20_000 });
    const again = solveSchedule(instance, { solve: highsSolve, seed: 7, budgetMs: 20_000 });
    expect(again.proposed).toEqual(split.proposed);
    expect(split.report.breakdown.total).toBe(exact.report.breakdown.total);
    expect(errors(instance, split.proposed)).toEqual([]);
  }, 120_000);
});

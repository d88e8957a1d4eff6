// The greedy construction on tiny instances whose answer is known by hand; every proposal is checked
// again with the conflict detector itself.
import { describe, expect, it } from "vitest";
import { detectConflicts } from "../planning/conflicts/detect.ts";
import { agent, site } from "../planning/conflicts/test-fixtures.ts";
import { greedySchedule, type TSchedulePost } from "./greedy-schedule.ts";
import { weekDates } from "./staffing.rules.ts";

const WEEK = weekDates("2026-03-02"); // Monday 2 to Sunday 8 March 2026, no public holiday.
const night: TSchedulePost = {
  id: "nuit",
  site_id: "s1",
  name: "Nuit",
  start_time: "19:00",
  end_time: "07:00",
  required: { weekday: 1, saturday: 1, sunday: 1, holiday: 1 },
  date_counts: [],
  qualifications: ["SSIAP 1"],
  valid_from: null,
  valid_to: null,
  missing_cost: 1000,
  extra_cost: 50,
};
const sites = [site({ id: "s1" })];
const errorsOf = (
  result: ReturnType<typeof greedySchedule>,
  agents: Parameters<typeof detectConflicts>[0]["agents"],
) =>
  detectConflicts({ shifts: result.proposed, agents, sites }).filter(
    (c) => c.severity === "critical" || c.severity === "error",
  );

describe("greedySchedule", () => {
  it("staffs only qualified agents and leaves a post nobody may hold uncovered, with that reason", () => {
    const agents = [agent({ id: "a1" }), agent({ id: "a2", certifications: ["SSIAP 2"] })];
    const result = greedySchedule({ posts: [night], agents, sites, existing: [], dates: WEEK.slice(0, 1) });
    expect(result.proposed.map((s) => s.agent_id)).toEqual(["a2"]); // SSIAP 2 holds an SSIAP 1 post.
    const none = greedySchedule({
      posts: [night],
      agents: [agent({ id: "a1" })],
      sites,
      existing: [],
      dates: WEEK.slice(0, 1),
    });
    expect(none.uncovered).toEqual([
      { post_id: "nuit", date: "2026-03-02", missing: 1, reason: "nobody_qualified" },
    ]);
    expect(none.cost).toBe(1000);
  });

  it("says 'leave' when every qualified agent is on leave that day", () => {
    const agents = [
      agent({
        id: "a1",
        certifications: ["SSIAP 1"],
        unavailability: [{ start: "2026-03-02", end: "2026-03-03", kind: "leave" }],
      }),
    ];
    const result = greedySchedule({ posts: [night], agents, sites, existing: [], dates: WEEK.slice(0, 3) });
    expect(result.uncovered.map((u) => [u.date, u.reason])).toEqual([
      ["2026-03-02", "leave"],
      ["2026-03-03", "leave"],
    ]);
    expect(result.proposed.map((s) => s.shift_date)).toEqual(["2026-03-04"]);
  });

  it("stops one agent at the weekly limit: 4 nights of 11 h 30 under 48 h, 3 left for his limits", () => {
    const agents = [agent({ id: "a1", certifications: ["SSIAP 1"] })];
    const result = greedySchedule({ posts: [night], agents, sites, existing: [], dates: WEEK });
    expect(result.proposed).toHaveLength(4);
    expect(result.uncovered.every((u) => u.reason === "limits")).toBe(true);
    expect(result.uncovered.reduce((n, u) => n + u.missing, 0)).toBe(3);
    expect(errorsOf(result, agents)).toEqual([]);
  });

  it("covers the week with two agents, shares the nights and proposes nothing the detector refuses", () => {
    const agents = ["a1", "a2"].map((id) => agent({ id, certifications: ["SSIAP 1"] }));
    const result = greedySchedule({ posts: [night], agents, sites, existing: [], dates: WEEK });
    expect(result.uncovered).toEqual([]);
    expect(result.cost).toBe(0);
    const count = (id: string) => result.proposed.filter((s) => s.agent_id === id).length;
    expect([count("a1"), count("a2")].sort()).toEqual([3, 4]);
    expect(result.proposed.every((s) => s.post === "Nuit")).toBe(true);
    expect(errorsOf(result, agents)).toEqual([]);
  });

  it("keeps existing shifts: a night already held is not proposed again, and the agent rests after it", () => {
    const agents = ["a1", "a2"].map((id) => agent({ id, certifications: ["SSIAP 1"] }));
    const existing = [
      {
        id: "e1",
        agent_id: "a1",
        site_id: "s1",
        shift_date: "2026-03-02",
        start_time: "19:00",
        end_time: "07:00",
        post: "Nuit",
      },
    ];
    const day: TSchedulePost = {
      ...night,
      id: "jour",
      name: "Jour",
      start_time: "07:00",
      end_time: "19:00",
      qualifications: [],
    };
    const result = greedySchedule({ posts: [night, day], agents, sites, existing, dates: WEEK.slice(0, 2) });
    // Monday's night is held; Tuesday's day (07:00) cannot go to a1, who leaves at 07:00.
    expect(result.proposed.some((s) => s.shift_date === "2026-03-02" && s.post === "Nuit")).toBe(false);
    const tuesdayDay = result.proposed.find((s) => s.shift_date === "2026-03-03" && s.post === "Jour");
    expect(tuesdayDay?.agent_id).toBe("a2");
    expect(
      errorsOf({ ...result, proposed: [...existing, ...result.proposed] } as typeof result, agents),
    ).toEqual([]);
  });
});

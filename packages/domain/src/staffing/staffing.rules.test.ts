import { describe, expect, it } from "vitest";
import {
  dayTypeOf,
  postOfShift,
  requiredOn,
  slotMinutes,
  type TCoverageNeed,
  type TCoveringShift,
  weekCoverage,
} from "./staffing.rules.ts";
import { ZCoveragePostCreate } from "./staffing.schemas.ts";

const night: TCoverageNeed = {
  id: "p-night",
  site_id: "s1",
  name: "Nuit",
  start_time: "19:00",
  end_time: "07:00",
  required: { weekday: 1, saturday: 2, sunday: 0, holiday: 3 },
  date_counts: [],
  valid_from: null,
  valid_to: null,
  missing_cost: 1000,
  extra_cost: 50,
};
const day: TCoverageNeed = { ...night, id: "p-day", name: "Jour", start_time: "07:00", end_time: "19:00" };

const shift = (over: Partial<TCoveringShift>): TCoveringShift => ({
  site_id: "s1",
  shift_date: "2026-03-02",
  start_time: "19:00",
  end_time: "07:00",
  status: "scheduled",
  post: null,
  ...over,
});

describe("slots and day types", () => {
  it("counts a slot ending the next day", () => {
    expect(slotMinutes(night)).toBe(720);
    expect(slotMinutes({ start_time: "08:00", end_time: "16:30" })).toBe(510);
  });

  it("tells weekdays, Saturdays, Sundays and public holidays apart", () => {
    expect(dayTypeOf("2026-03-02")).toBe("weekday"); // a Monday
    expect(dayTypeOf("2026-03-07")).toBe("saturday");
    expect(dayTypeOf("2026-03-08")).toBe("sunday");
    expect(dayTypeOf("2026-07-14")).toBe("holiday"); // a Tuesday
    expect(dayTypeOf("2026-05-01")).toBe("holiday"); // a Friday
  });

  it("needs nobody outside the validity period, and a date count overrides the day type", () => {
    const bounded = { ...night, valid_from: "2026-03-03", valid_to: "2026-03-05" };
    expect(requiredOn(bounded, "2026-03-02")).toBe(0);
    expect(requiredOn(bounded, "2026-03-03")).toBe(1);
    expect(requiredOn(bounded, "2026-03-06")).toBe(0);
    const event = { ...night, date_counts: [{ date: "2026-03-04", count: 5 }] };
    expect(requiredOn(event, "2026-03-04")).toBe(5);
    expect(requiredOn(event, "2026-03-07")).toBe(2);
  });
});

describe("which post a shift holds", () => {
  it("matches the post by name first, then a post-less shift by its times", () => {
    expect(postOfShift(shift({ post: " nuit " }), [day, night])?.id).toBe("p-night");
    expect(postOfShift(shift({ start_time: "07:00", end_time: "19:00" }), [day, night])?.id).toBe("p-day");
    expect(postOfShift(shift({ start_time: "08:00" }), [day, night])).toBeNull();
  });

  it("ignores cancelled shifts, other sites and unknown post names", () => {
    expect(postOfShift(shift({ status: "cancelled" }), [night])).toBeNull();
    expect(postOfShift(shift({ site_id: "s2" }), [night])).toBeNull();
    expect(postOfShift(shift({ post: "Accueil" }), [night])).toBeNull();
  });
});

describe("weekCoverage", () => {
  it("sums the uncovered and overstaffed minutes and their costs over Monday to Sunday", () => {
    // Week of 2026-03-02: nights need 1 × 5 weekdays + 2 on Saturday + 0 on Sunday = 7 agent-nights.
    const shifts = [
      shift({ shift_date: "2026-03-02" }),
      shift({ shift_date: "2026-03-02", post: "Nuit" }), // one too many on Monday
      shift({ shift_date: "2026-03-07" }), // one of two on Saturday
      shift({ shift_date: "2026-03-09" }), // next week: not counted
    ];
    const week = weekCoverage({ date: "2026-03-05", posts: [night], shifts });
    expect(week.week_start).toBe("2026-03-02");
    expect(week.week_end).toBe("2026-03-08");
    expect(week.required_minutes).toBe(7 * 720);
    // Missing: Tue, Wed, Thu, Fri one each, Saturday one = 5 nights.
    expect(week.uncovered_minutes).toBe(5 * 720);
    expect(week.overstaffed_minutes).toBe(720);
    expect(week.cost).toBe(5 * 1000 + 50);
    const monday = week.slots.find((s) => s.date === "2026-03-02");
    expect(monday).toMatchObject({ required: 1, assigned: 2, missing: 0, extra: 1 });
    expect(week.slots.some((s) => s.date === "2026-03-08")).toBe(false);
  });

  it("is zero for a fully covered week", () => {
    const dates = ["02", "03", "04", "05", "06", "07", "07"].map((d) => `2026-03-${d}`);
    const week = weekCoverage({
      date: "2026-03-02",
      posts: [night],
      shifts: dates.map((shift_date) => shift({ shift_date })),
    });
    expect(week.uncovered_minutes).toBe(0);
    expect(week.cost).toBe(0);
  });
});

describe("post input", () => {
  it("defaults to one agent every day and a missing agent costing far more than an extra", () => {
    const post = ZCoveragePostCreate.parse({
      site_id: "00000000-0000-4000-8000-000000000001",
      name: "Nuit",
      start_time: "19:00",
      end_time: "07:00",
    });
    expect(post.required).toEqual({ weekday: 1, saturday: 1, sunday: 1, holiday: 1 });
    expect(post.missing_cost).toBeGreaterThan(10 * post.extra_cost);
  });

  it("refuses a validity ending before it starts", () => {
    const parsed = ZCoveragePostCreate.safeParse({
      site_id: "00000000-0000-4000-8000-000000000001",
      name: "Nuit",
      start_time: "19:00",
      end_time: "07:00",
      valid_from: "2026-03-10",
      valid_to: "2026-03-01",
    });
    expect(parsed.success).toBe(false);
  });
});

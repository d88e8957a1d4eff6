// Weekly hours and consecutive days: the rules that count local days and weeks.
import { describe, expect, it } from "vitest";
import { detect, regularWeeks, shift, types } from "./test-fixtures.ts";

/** `count` daily shifts from `from`, one per day, `start`-`end` with no break. */
function daily({
  from,
  count,
  start,
  end,
  prefix = "d",
}: {
  from: string;
  count: number;
  start: string;
  end: string;
  prefix?: string;
}) {
  const first = Date.parse(`${from}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(first + index * 86_400_000).toISOString().slice(0, 10);
    return shift({ id: `${prefix}${index + 1}`, date, start, end });
  });
}

describe("weekly hours (48 h, Monday to Sunday)", () => {
  it("accepts exactly 48 h and reports 48 h 30, once for the week", () => {
    // Monday 9 March to Thursday 12 March 2026: 4 x 12 h.
    const exact = daily({ from: "2026-03-09", count: 4, start: "07:00", end: "19:00" });
    expect(detect({ shifts: exact, rules: { maxConsecutiveDays: 7 } })).toEqual([]);
    const over = [...exact, shift({ id: "extra", date: "2026-03-14", start: "08:00", end: "08:30" })];
    const conflicts = detect({ shifts: over });
    expect(types({ conflicts })).toEqual(["weekly_hours_exceeded"]);
    expect(conflicts[0]).toMatchObject({ severity: "error", date: "2026-03-09", end_date: "2026-03-15" });
    expect(conflicts[0]?.shift_ids).toEqual(["d1", "d2", "d3", "d4", "extra"]);
    expect(conflicts[0]?.description).toContain("48 h 30");
  });

  it("deducts breaks before comparing", () => {
    const shifts = daily({ from: "2026-03-09", count: 5, start: "08:00", end: "18:00" }).map((s) => ({
      ...s,
      break_minutes: 30,
    }));
    // 5 x (10 h - 30 min) = 47 h 30.
    expect(detect({ shifts })).toEqual([]);
  });

  it("splits a Sunday night shift at Monday 00:00 between the two weeks", () => {
    // Week of 9 March: 44 h Monday-Thursday (4 x 11 h), then Sunday 15 March 20:00 - Monday 06:00.
    const base = daily({ from: "2026-03-09", count: 4, start: "07:00", end: "18:00" });
    const sundayNight = shift({ id: "sun", date: "2026-03-15", start: "20:00", end: "06:00" });
    // 44 h + 4 h before midnight = 48 h: fine, although the whole shift would make 54 h.
    expect(detect({ shifts: [...base, sundayNight] })).toEqual([]);
    const later = shift({ id: "sun", date: "2026-03-15", start: "19:00", end: "06:00" });
    const conflicts = detect({ shifts: [...base, later] });
    expect(types({ conflicts })).toEqual(["weekly_hours_exceeded"]);
    expect(conflicts[0]?.description).toContain("49 h");
  });

  it("counts the Monday-morning part in the next week", () => {
    // Sunday 15 March 18:00 - Monday 06:00 gives 6 h to the week of 16 March, then 42 h more that week.
    const sunday = shift({ id: "sun", date: "2026-03-15", start: "18:00", end: "06:00" });
    const week = daily({ from: "2026-03-17", count: 4, start: "07:00", end: "17:30", prefix: "w" });
    expect(detect({ shifts: [sunday, ...week] })).toEqual([]);
    const longer = daily({ from: "2026-03-17", count: 4, start: "07:00", end: "18:00", prefix: "w" });
    const conflicts = detect({ shifts: [sunday, ...longer] });
    expect(conflicts.map((c) => [c.conflict_type, c.date])).toEqual([
      ["weekly_hours_exceeded", "2026-03-16"],
    ]);
  });

  it("uses real hours in the week the clocks go back", () => {
    // Week of 19 October 2026; the night of Saturday 24 to Sunday 25 lasts one hour longer.
    const base = daily({ from: "2026-10-19", count: 3, start: "07:00", end: "19:00" });
    const night = shift({ id: "n", date: "2026-10-24", start: "20:00", end: "07:00" });
    // 36 h + 12 h real (11 h on the wall) = 48 h.
    expect(detect({ shifts: [...base, night] })).toEqual([]);
    const night2 = shift({ id: "n", date: "2026-10-24", start: "19:30", end: "07:00" });
    const conflicts = detect({ shifts: [...base, night2], rules: { maxShiftWorkHours: 13 } });
    expect(types({ conflicts })).toEqual(["weekly_hours_exceeded"]);
  });

  it("does not add up two agents, nor two different weeks", () => {
    const a1 = daily({ from: "2026-03-12", count: 5, start: "07:00", end: "18:00" });
    const a2 = daily({ from: "2026-03-12", count: 2, start: "07:00", end: "18:00", prefix: "b" }).map(
      (s) => ({
        ...s,
        agent_id: "a2",
      }),
    );
    // a1 works Thursday to Monday: 44 h then 11 h, never more than 48 h in one week.
    expect(detect({ shifts: [...a1, ...a2] })).toEqual([]);
  });
});

describe("consecutive working days (at most 6)", () => {
  it("accepts 6 days in a row and reports the 7th, once for the run", () => {
    expect(detect({ shifts: daily({ from: "2026-03-09", count: 6, start: "08:00", end: "14:00" }) })).toEqual(
      [],
    );
    const conflicts = detect({
      shifts: daily({ from: "2026-03-09", count: 9, start: "08:00", end: "14:00" }),
    });
    expect(types({ conflicts })).toEqual(["too_many_consecutive_days"]);
    expect(conflicts[0]).toMatchObject({ severity: "error", date: "2026-03-09", end_date: "2026-03-17" });
    expect(conflicts[0]?.description).toContain("9 jours d'affilée");
    expect(conflicts[0]?.suggestion).toContain("15/03/2026");
    expect(conflicts[0]?.shift_ids).toHaveLength(9);
  });

  it("files a night shift under the day it starts: six nights a week are fine", () => {
    const nights = daily({ from: "2026-03-09", count: 6, start: "22:00", end: "06:00" });
    expect(detect({ shifts: nights })).toEqual([]);
    // Seven 6 h nights: 42 h in the week, so only the run of days is wrong.
    const seven = daily({ from: "2026-03-09", count: 7, start: "22:00", end: "04:00" });
    expect(types({ conflicts: detect({ shifts: seven }) })).toEqual(["too_many_consecutive_days"]);
  });

  it("counts a day with two shifts once and restarts after a day off", () => {
    const shifts = [
      ...daily({ from: "2026-03-09", count: 6, start: "08:00", end: "12:00" }),
      ...daily({ from: "2026-03-09", count: 6, start: "14:00", end: "18:00", prefix: "pm" }),
      ...daily({ from: "2026-03-16", count: 6, start: "08:00", end: "12:00", prefix: "n" }),
    ];
    expect(detect({ shifts })).toEqual([]);
  });

  it("counts runs across a week boundary and across the DST change", () => {
    const conflicts = detect({
      shifts: daily({ from: "2026-03-25", count: 7, start: "09:00", end: "15:00" }),
    });
    expect(conflicts.map((c) => [c.conflict_type, c.date, c.end_date])).toEqual([
      ["too_many_consecutive_days", "2026-03-25", "2026-03-31"],
    ]);
  });

  it("ignores cancelled shifts when counting", () => {
    const shifts = daily({ from: "2026-03-09", count: 7, start: "08:00", end: "14:00" });
    const withCancel = shifts.map((s) => (s.id === "d4" ? { ...s, status: "cancelled" } : s));
    expect(detect({ shifts: withCancel })).toEqual([]);
  });

  it("passes a month of regular 5-day weeks without any conflict", () => {
    const shifts = [
      ...regularWeeks({ agent: "a1", from: "2026-03-02", weeks: 5 }),
      ...regularWeeks({ agent: "a2", from: "2026-03-02", weeks: 5 }),
    ];
    expect(detect({ shifts })).toEqual([]);
  });
});

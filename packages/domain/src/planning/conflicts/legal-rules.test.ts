// Weekly rest, the 12-week average and night work: each rule just under, at and over its limit, and
// across a clock change (Europe/Paris: 2026-03-29 loses an hour, 2026-10-25 gains one).
import { describe, expect, it } from "vitest";
import { PLANNING_RULE_PRESETS } from "../planning-settings.ts";
import { detect as detectWithDefaults, shift, type TPlanInput, types } from "./test-fixtures.ts";
import type { TConflictShiftInput } from "./types.ts";

const detect = detectWithDefaults;
const DAY = 86_400_000;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** Shifts of one agent on the given weekday offsets (0 = Monday) of `weeks` weeks from a Monday. */
function weeksOf({
  from,
  weeks,
  days,
  start,
  end,
}: {
  from: string;
  weeks: number;
  days: number[];
  start: string;
  end: string;
}): TConflictShiftInput[] {
  const shifts: TConflictShiftInput[] = [];
  for (let w = 0; w < weeks; w += 1) {
    for (const d of days) {
      const date = addDays(from, w * 7 + d);
      shifts.push(shift({ id: `s-${date}`, date, start, end }));
    }
  }
  return shifts;
}

describe("weekly rest (35 h in a row)", () => {
  // Monday to Friday 07:00-15:00, Saturday 06:00 to `saturdayEnd`, half an hour on Sunday 23:00.
  const week = (saturdayEnd: string, monday = "2026-03-09") => [
    ...[0, 1, 2, 3, 4].map((d) =>
      shift({ id: `d${d}`, date: addDays(monday, d), start: "07:00", end: "15:00" }),
    ),
    shift({ id: "sat", date: addDays(monday, 5), start: "06:00", end: saturdayEnd }),
    shift({ id: "sun", date: addDays(monday, 6), start: "23:00", end: "23:30" }),
    shift({ id: "next", date: addDays(monday, 7), start: "07:00", end: "15:00" }),
    // The Sunday before, so that the week does not start on the planning's unknown edge.
    shift({ id: "before", date: addDays(monday, -1), start: "23:00", end: "23:30" }),
  ];
  // The Sunday half hour splits the week-end; the longest rest is Saturday end -> Sunday 23:00.
  it("accepts a rest of exactly 35 h and one just longer", () => {
    expect(types({ conflicts: detect({ shifts: week("12:00") }) })).not.toContain("weekly_rest_insufficient");
    expect(types({ conflicts: detect({ shifts: week("11:59") }) })).not.toContain("weekly_rest_insufficient");
  });

  it("reports a week whose longest rest is one minute short", () => {
    const conflicts = detect({ shifts: week("12:01") }).filter(
      (c) => c.conflict_type === "weekly_rest_insufficient",
    );
    expect(conflicts).toHaveLength(1);
    expect(conflicts[0]).toMatchObject({ severity: "error", date: "2026-03-09", end_date: "2026-03-15" });
    expect(conflicts[0]?.description).toContain("34 h 59");
    expect(conflicts[0]?.description).toContain("35 h");
  });

  it("counts real hours on the night the clocks go forward: 35 h on the wall is 34 h", () => {
    // Week of 2026-03-23: Saturday 12:00 to Sunday 23:00 spans the change of 2026-03-29.
    const conflicts = detect({ shifts: week("12:00", "2026-03-23") });
    expect(types({ conflicts })).toContain("weekly_rest_insufficient");
    expect(conflicts.find((c) => c.conflict_type === "weekly_rest_insufficient")?.description).toContain(
      "34 h",
    );
  });

  it("follows the company's setting", () => {
    expect(
      types({ conflicts: detect({ shifts: week("12:01"), rules: { minWeeklyRestHours: 24 } }) }),
    ).not.toContain("weekly_rest_insufficient");
  });

  it("never reports the edges of the planning it was given", () => {
    const shifts = weeksOf({
      from: "2026-03-09",
      weeks: 1,
      days: [0, 1, 2, 3, 4, 5, 6],
      start: "08:00",
      end: "12:00",
    });
    // Seven days in a row break the consecutive-days rule, but each week touches an unbounded rest.
    expect(types({ conflicts: detect({ shifts }) })).not.toContain("weekly_rest_insufficient");
  });
});

describe("46 h on average over 12 consecutive weeks", () => {
  // Monday-Thursday 08:00-19:30: 46 h a week, under the 48 h weekly maximum.
  const twelve = (from = "2026-01-05") =>
    weeksOf({ from, weeks: 12, days: [0, 1, 2, 3], start: "08:00", end: "19:30" });
  const withEnd = (shifts: TConflictShiftInput[], id: string, end: string) =>
    shifts.map((s) => (s.id === id ? { ...s, end_time: end } : s));

  it("accepts exactly 46 h and just under", () => {
    expect(types({ conflicts: detect({ shifts: twelve() }) })).toEqual([]);
    expect(types({ conflicts: detect({ shifts: withEnd(twelve(), "s-2026-01-05", "19:29") }) })).toEqual([]);
  });

  it("reports one minute over, once, on its 12 weeks", () => {
    const conflicts = detect({ shifts: withEnd(twelve(), "s-2026-01-05", "19:31") });
    expect(types({ conflicts })).toEqual(["average_weekly_hours_exceeded"]);
    expect(conflicts[0]?.description).toContain("05/01/2026");
    expect(conflicts[0]?.description).toContain("29/03/2026");
    expect(conflicts[0]?.description).toContain("46 h");
    expect(conflicts[0]?.shift_ids).toHaveLength(48);
  });

  it("counts real hours across the autumn clock change", () => {
    // The 12 weeks from 2026-08-10 end on 2026-11-01. In the week of the change, Thursday's post moves
    // to Saturday 22:00 - Sunday 08:30: 10 h 30 on the wall, 11 h 30 really (2026-10-25 gains an hour).
    const base = twelve("2026-08-10").filter((s) => s.shift_date !== "2026-10-22");
    const night = (end: string) => shift({ id: "night", date: "2026-10-24", start: "22:00", end });
    expect(types({ conflicts: detect({ shifts: [...base, night("08:30")] }) })).toEqual([]);
    expect(types({ conflicts: detect({ shifts: [...base, night("08:29")] }) })).toEqual([]);
    expect(types({ conflicts: detect({ shifts: [...base, night("08:31")] }) })).toEqual([
      "average_weekly_hours_exceeded",
    ]);
  });

  it("takes the limit and the number of weeks from the company's settings", () => {
    const shifts = withEnd(twelve(), "s-2026-01-05", "19:31");
    expect(detect({ shifts, rules: { maxAverageWeeklyHours: 47 } })).toEqual([]);
    expect(types({ conflicts: detect({ shifts: twelve(), rules: { maxAverageWeeklyHours: 44 } }) })).toEqual([
      "average_weekly_hours_exceeded",
    ]);
  });
});

describe("night workers", () => {
  // The Code du travail's limits (8 h, 40 h); the default IDCC 1351 set allows 12 h nights (below).
  const detect = (input: TPlanInput) =>
    detectWithDefaults({ ...input, rules: { ...PLANNING_RULE_PRESETS.codeDuTravail, ...input.rules } });

  // Four nights a week, Monday to Thursday, 21:00 to `end`: 3 h or more of night work each, so a night worker.
  const nights = (end: string, weeks = 1, from = "2026-03-09") =>
    weeksOf({ from, weeks, days: [0, 1, 2, 3], start: "21:00", end });

  it("allows 8 h per day worked on average, at and under the limit", () => {
    expect(detect({ shifts: nights("05:00") })).toEqual([]);
    expect(detect({ shifts: nights("04:59") })).toEqual([]);
  });

  it("reports a night worker over 8 h on average", () => {
    const conflicts = detect({ shifts: nights("05:01") });
    expect(types({ conflicts })).toEqual(["night_daily_hours_exceeded"]);
    expect(conflicts[0]?.description).toContain("8 h 01");
    expect(conflicts[0]?.shift_ids).toHaveLength(4);
  });

  it("does not apply night limits to a day worker", () => {
    const days = weeksOf({ from: "2026-03-09", weeks: 1, days: [0, 1, 2, 3], start: "08:00", end: "16:01" });
    expect(detect({ shifts: days })).toEqual([]);
    // One night a week is not enough to be a night worker (two with 3 h of night are).
    const oneNight = [
      ...days.slice(0, 3),
      shift({ id: "n", date: "2026-03-12", start: "21:00", end: "05:01" }),
    ];
    expect(detect({ shifts: oneNight })).toEqual([]);
    // Two early starts with only 2 h 59 in the night period (03:01-06:00) each, then with 3 h.
    const short = [
      shift({ id: "m1", date: "2026-03-09", start: "03:01", end: "12:00" }),
      shift({ id: "m2", date: "2026-03-10", start: "03:01", end: "12:00" }),
    ];
    expect(types({ conflicts: detect({ shifts: short }) })).not.toContain("night_daily_hours_exceeded");
    const longer = short.map((s) => ({ ...s, start_time: "03:00" }));
    expect(types({ conflicts: detect({ shifts: longer }) })).toContain("night_daily_hours_exceeded");
  });

  it("counts real hours on the spring change: 9 h on the wall that night is 8 h", () => {
    // Week of 2026-03-23: three nights of 8 h and Saturday 28 21:00 - Sunday 06:00, 8 h really.
    const shifts = [
      ...weeksOf({ from: "2026-03-23", weeks: 1, days: [2, 3, 4], start: "21:00", end: "05:00" }),
      shift({ id: "dst", date: "2026-03-28", start: "21:00", end: "06:00" }),
    ];
    expect(detect({ shifts })).toEqual([]);
    const over = shifts.map((s) => (s.id === "dst" ? { ...s, end_time: "06:04" } : s));
    expect(types({ conflicts: detect({ shifts: over }) })).toEqual(["night_daily_hours_exceeded"]);
  });

  it("applies the agreement's derogation from the settings, and by default (IDCC 1351)", () => {
    expect(detect({ shifts: nights("05:01"), rules: { maxNightDailyHours: 12 } })).toEqual([]);
    expect(detectWithDefaults({ shifts: nights("05:01") })).toEqual([]);
  });

  it("allows 40 h a week on average over 12 weeks, not a minute more", () => {
    // Five nights of 8 h a week: 40 h, the daily average exactly 8 h.
    const five = (end: string) => {
      const shifts = weeksOf({
        from: "2026-01-05",
        weeks: 12,
        days: [0, 1, 2, 3, 4],
        start: "21:00",
        end: "05:00",
      });
      return shifts.map((s, i) => (i === 0 ? { ...s, end_time: end } : s));
    };
    expect(detect({ shifts: five("05:00") })).toEqual([]);
    expect(detect({ shifts: five("04:59") })).toEqual([]);
    const over = detect({ shifts: five("05:12") });
    // 05:12 also lifts that first week's daily average over 8 h.
    expect(types({ conflicts: over })).toContain("night_weekly_hours_exceeded");
    const weekly = over.find((c) => c.conflict_type === "night_weekly_hours_exceeded");
    expect(weekly?.description).toContain("40 h");
    expect(
      types({ conflicts: detect({ shifts: five("05:12"), rules: { maxNightAverageWeeklyHours: 44 } }) }),
    ).not.toContain("night_weekly_hours_exceeded");
  });
});

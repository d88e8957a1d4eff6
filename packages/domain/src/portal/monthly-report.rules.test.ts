import { describe, expect, it } from "vitest";
import { countTourOutcomes, monthDays, tourOutcome } from "./monthly-report.rules.ts";

const start = new Date("2026-03-02T22:00:00Z");
const at = (min: number) => new Date(start.getTime() + min * 60_000);

describe("tourOutcome", () => {
  it("counts a run finished within its duration as done, after it as late, with stops missed as missed", () => {
    const run = { status: "completed", startedAt: start, expectedMinutes: 30 };
    expect(tourOutcome({ ...run, finishedAt: at(30) })).toBe("done");
    expect(tourOutcome({ ...run, finishedAt: at(31) })).toBe("late");
    expect(tourOutcome({ ...run, status: "incomplete", finishedAt: at(10) })).toBe("missed");
    expect(tourOutcome({ ...run, status: "in_progress", finishedAt: null })).toBe("in_progress");
  });
  it("adds them up", () => {
    expect(countTourOutcomes(["done", "late", "done", "missed"])).toEqual({
      done: 2,
      late: 1,
      missed: 1,
      in_progress: 0,
    });
  });
});

describe("monthDays", () => {
  it("gives a month's first and last day, February of a leap year included", () => {
    expect(monthDays("2026-03")).toEqual({ from: "2026-03-01", to: "2026-03-31" });
    expect(monthDays("2028-02")).toEqual({ from: "2028-02-01", to: "2028-02-29" });
    expect(monthDays("2026-04")).toEqual({ from: "2026-04-01", to: "2026-04-30" });
  });
});

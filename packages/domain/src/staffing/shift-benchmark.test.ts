// The benchmark format of Curtois & Qu (decision 137): a tiny instance written by hand in that format,
// its optimum known by hand, parsed, judged by the benchmark's own objective and rules, and planned by
// our solver through posts, agents and profiles.
import { describe, expect, it } from "vitest";
import { highsSolve } from "./highs-test-solver.ts";
import {
  BenchmarkFormatError,
  benchmarkObjective,
  benchmarkScheduleInstance,
  benchmarkViolations,
  parseShiftBenchmark,
  rosterOf,
} from "./shift-benchmark.ts";
import { solveSchedule } from "./solve-schedule.ts";

// One week. D and N last 8 h; D may not follow N. Only B may work N (A's max of N is 0).
// A: 5 D at most, 2400 min at most, 1440 at least, 3 days in a row at most, 2 at least, 2 days off in a
// row at least, 1 weekend. B: up to 5 shifts, runs of 1 allowed. Cover: one D every day, one N on day 0.
// A asks not to work D on day 0 (5), B asks for D on day 4 (3).
// By hand: N on day 0 can only be B's, so B cannot also hold D on day 0 (one shift a day): A must, and
// his request costs 5. A = D D D - - D D (runs 3 and 2, the last at the edge; 2 days off; 2400 min;
// one weekend), B = N - - D D - - (D does not follow N the next day): all covered, optimum 5.
export const TINY = `# A tiny instance written for our tests
SECTION_HORIZON
# days, starting on a Monday
7

SECTION_SHIFTS
# ShiftID, Length in mins, Shifts which cannot follow this shift | separated
D,480,
N,480,D

SECTION_STAFF
# ID, MaxShifts, MaxTotalMinutes, MinTotalMinutes, MaxConsecutiveShifts, MinConsecutiveShifts, MinConsecutiveDaysOff, MaxWeekends
A,D=5|N=0,2400,1440,3,2,2,1
B,D=7|N=7,2400,0,5,1,1,1

SECTION_DAYS_OFF
# EmployeeID, DayIndexes (start at zero)
B,6

SECTION_SHIFT_ON_REQUESTS
# EmployeeID, Day, ShiftID, Weight
B,4,D,3

SECTION_SHIFT_OFF_REQUESTS
# EmployeeID, Day, ShiftID, Weight
A,0,D,5

SECTION_COVER
# Day, ShiftID, Requirement, Weight for under, Weight for over
0,D,1,100,1
1,D,1,100,1
2,D,1,100,1
3,D,1,100,1
4,D,1,100,1
5,D,1,100,1
6,D,1,100,1
0,N,1,100,1
`;

describe("shift scheduling benchmark format", () => {
  it("parses every section", () => {
    const bench = parseShiftBenchmark(TINY);
    expect(bench.horizon).toBe(7);
    expect(bench.shifts).toEqual([
      { id: "D", minutes: 480, cannotFollow: [] },
      { id: "N", minutes: 480, cannotFollow: ["D"] },
    ]);
    expect(bench.staff[0]).toEqual({
      id: "A",
      maxShifts: { D: 5, N: 0 },
      maxTotalMinutes: 2400,
      minTotalMinutes: 1440,
      maxConsecutive: 3,
      minConsecutive: 2,
      minDaysOff: 2,
      maxWeekends: 1,
    });
    expect([...(bench.daysOff.get("B") ?? [])]).toEqual([6]);
    expect(bench.onRequests).toEqual([{ staff: "B", day: 4, shift: "D", weight: 3 }]);
    expect(bench.offRequests).toEqual([{ staff: "A", day: 0, shift: "D", weight: 5 }]);
    expect(bench.cover).toHaveLength(8);
  });

  it("refuses a broken text with the line and a French sentence", () => {
    const bad = (text: string) => {
      try {
        parseShiftBenchmark(text);
        return "";
      } catch (e) {
        expect(e).toBeInstanceOf(BenchmarkFormatError);
        return (e as Error).message;
      }
    };
    expect(bad(TINY.replace("0,N,1,100,1", "0,X,1,100,1"))).toMatch(/^Ligne 37 : vacation inconnue « X »/);
    expect(bad(TINY.replace("B,4,D,3", "B,9,D,3"))).toContain("le jour 9 est hors de l'horizon (0 à 6)");
    expect(bad(TINY.replace("SECTION_COVER", "SECTION_COUVERTURE"))).toBe(
      "Ligne 28 : section inconnue « SECTION_COUVERTURE »",
    );
    expect(bad("SECTION_SHIFTS\nD,480,\n")).toBe("La section SECTION_HORIZON manque ou est vide");
    expect(bad(TINY.replace("A,D=5|N=0,2400", "A,D=5|N=0,beaucoup"))).toBe(
      "Ligne 13 : « beaucoup » n'est pas un entier valide pour MaxTotalMinutes",
    );
  });

  it("judges a roster by the benchmark's objective and hard rules", () => {
    const bench = parseShiftBenchmark(TINY);
    const optimum = {
      A: ["D", "D", "D", null, null, "D", "D"],
      B: ["N", null, null, "D", "D", null, null],
    };
    expect(benchmarkObjective(bench, optimum)).toEqual({
      total: 5,
      cover_under: 0,
      cover_over: 0,
      on_requests: 0,
      off_requests: 5,
    });
    expect(benchmarkViolations(bench, optimum)).toBe(0);
    // Nobody planned: 8 missing agents and B's request not granted.
    expect(benchmarkObjective(bench, {}).total).toBe(803);
    // D right after N for B, a day off of B worked, and A's lone Friday: a run of 1 (his min is 2)
    // after a break of 1 (his min is 2).
    const broken = {
      A: ["D", "D", "D", null, "D", null, null],
      B: ["N", "D", null, null, null, null, "D"],
    };
    expect(benchmarkViolations(bench, broken)).toBe(4);
  });

  it("our solver, through posts, agents and profiles, reaches the hand optimum with no violation", () => {
    const bench = parseShiftBenchmark(TINY);
    const instance = benchmarkScheduleInstance(bench, { monday: "2027-01-04", siteId: "bench" });
    const result = solveSchedule(instance, {
      solve: highsSolve,
      monolithic: true,
      seed: 3,
      budgetMs: 30_000,
    });
    const roster = rosterOf(bench, instance, result.proposed);
    expect(benchmarkViolations(bench, roster)).toBe(0);
    expect(benchmarkObjective(bench, roster).total).toBe(5);
    expect(result.stats.dropped).toBe(0);
  });
});

import { describe, expect, it } from "vitest";
import { runOutcome, type TFigureRun, tourFigures } from "./tour-figures.rules.ts";

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 29, 2, minutes));
const run = (over: Partial<TFigureRun>): TFigureRun => ({
  tour_id: "t1",
  tour_name: "Ronde 02:00",
  site_id: "s1",
  site_name: "Entrepôt",
  status: "completed",
  started_at: at(0),
  finished_at: at(30),
  expected_minutes: 30,
  ...over,
});

describe("tour figures", () => {
  it("calls a run late only when its last scan came after its expected duration", () => {
    expect(runOutcome(run({ finished_at: at(30) }))).toBe("on_time");
    expect(runOutcome(run({ finished_at: at(31) }))).toBe("late");
    expect(runOutcome(run({ status: "incomplete", finished_at: at(90) }))).toBe("incomplete");
    expect(runOutcome(run({ status: "in_progress", finished_at: null }))).toBe("in_progress");
  });

  it("counts per site and per tour, missed occurrences included in the rate", () => {
    const other = { tour_id: "t2", tour_name: "Ronde 04:00", site_id: "s2", site_name: "Bureaux" };
    const figures = tourFigures({
      runs: [
        run({}),
        run({ finished_at: at(45) }),
        run({ status: "incomplete" }),
        run({ ...other, status: "in_progress", finished_at: null }),
      ],
      missed: [
        other,
        other,
        { tour_id: "t1", tour_name: "Ronde 02:00", site_id: "s1", site_name: "Entrepôt" },
      ],
    });
    expect(figures.total).toEqual({
      runs: 4,
      on_time: 1,
      late: 1,
      incomplete: 1,
      in_progress: 1,
      missed: 3,
      completion_rate: 28.6,
    });
    // The site with the most missed tours comes first.
    expect(figures.by_site.map((s) => [s.site_name, s.missed, s.completion_rate])).toEqual([
      ["Bureaux", 2, 0],
      ["Entrepôt", 1, 50],
    ]);
    expect(figures.by_tour.find((t) => t.tour_id === "t1")).toMatchObject({
      site_name: "Entrepôt",
      runs: 3,
      on_time: 1,
      late: 1,
      incomplete: 1,
      missed: 1,
    });
  });

  it("has no rate when nothing was due", () => {
    expect(tourFigures({ runs: [], missed: [] })).toEqual({
      total: {
        runs: 0,
        on_time: 0,
        late: 0,
        incomplete: 0,
        in_progress: 0,
        missed: 0,
        completion_rate: null,
      },
      by_site: [],
      by_tour: [],
    });
  });
});

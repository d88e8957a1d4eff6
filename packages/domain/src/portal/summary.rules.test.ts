import { describe, expect, it } from "vitest";
import { lastCompletePeriod, summaryDue } from "./summary.rules.ts";

describe("lastCompletePeriod", () => {
  it("gives the previous ISO week, Monday to Sunday, whatever the day of this one", () => {
    // Wednesday 2026-04-08 and Monday 2026-04-06: the week of Monday 2026-03-30.
    for (const now of ["2026-04-08T10:00:00Z", "2026-04-06T00:30:00Z", "2026-04-12T23:00:00Z"])
      expect(lastCompletePeriod("weekly", new Date(now))).toEqual({
        start: "2026-03-30",
        from: "2026-03-30",
        to: "2026-04-05",
      });
  });
  it("gives the previous calendar month, across a year", () => {
    expect(lastCompletePeriod("monthly", new Date("2026-04-02T08:00:00Z"))).toEqual({
      start: "2026-03-01",
      from: "2026-03-01",
      to: "2026-03-31",
    });
    expect(lastCompletePeriod("monthly", new Date("2027-01-15T08:00:00Z")).to).toBe("2026-12-31");
  });
});

describe("summaryDue", () => {
  it("is due once per period", () => {
    expect(summaryDue(null, "2026-03-01")).toBe(true);
    expect(summaryDue("2026-02-01", "2026-03-01")).toBe(true);
    expect(summaryDue("2026-03-01", "2026-03-01")).toBe(false);
  });
});

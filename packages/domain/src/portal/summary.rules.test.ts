import { describe, expect, it } from "vitest";
import { lastCompletePeriod, summaryDue } from "./summary.rules.ts";

const PARIS = "Europe/Paris";

describe("lastCompletePeriod", () => {
  it("gives the previous ISO week, Monday to Sunday, whatever the day of this one", () => {
    // Wednesday 2026-04-08, Monday 2026-04-06 and Sunday 2026-04-12 at 23:30 in Paris (21:30 UTC):
    // the week of Monday 2026-03-30.
    for (const now of ["2026-04-08T10:00:00Z", "2026-04-06T00:30:00Z", "2026-04-12T21:30:00Z"])
      expect(lastCompletePeriod("weekly", new Date(now), PARIS)).toEqual({
        start: "2026-03-30",
        from: "2026-03-30",
        to: "2026-04-05",
      });
  });
  it("gives the previous calendar month, across a year", () => {
    expect(lastCompletePeriod("monthly", new Date("2026-04-02T08:00:00Z"), PARIS)).toEqual({
      start: "2026-03-01",
      from: "2026-03-01",
      to: "2026-03-31",
    });
    expect(lastCompletePeriod("monthly", new Date("2027-01-15T08:00:00Z"), PARIS).to).toBe("2026-12-31");
  });
  it("counts the company's days: 00:30 in Paris on a Monday or the 1st is the next period, not UTC's", () => {
    // Monday 2026-04-13 at 00:30 in Paris is still Sunday in UTC: the week of 2026-04-06 is complete.
    expect(lastCompletePeriod("weekly", new Date("2026-04-12T22:30:00Z"), PARIS).start).toBe("2026-04-06");
    // May 1 at 00:30 in Paris (April 30, 22:30 UTC): April is complete; at 23:30 on April 30 it is not.
    expect(lastCompletePeriod("monthly", new Date("2026-04-30T22:30:00Z"), PARIS).start).toBe("2026-04-01");
    expect(lastCompletePeriod("monthly", new Date("2026-04-30T21:30:00Z"), PARIS).start).toBe("2026-03-01");
  });
});

describe("summaryDue", () => {
  it("is due once per period", () => {
    expect(summaryDue(null, "2026-03-01")).toBe(true);
    expect(summaryDue("2026-02-01", "2026-03-01")).toBe(true);
    expect(summaryDue("2026-03-01", "2026-03-01")).toBe(false);
  });
});

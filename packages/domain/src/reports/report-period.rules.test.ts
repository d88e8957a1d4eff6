import { describe, expect, it } from "vitest";
import { previousRange, rangeBuckets, rangeLabel, reportRange } from "./report-period.rules.ts";

// 2026-03-18 12:00 UTC is a Wednesday; Paris switches to summer time on Sunday 29 March 2026.
const now = Date.UTC(2026, 2, 18, 12);
const iso = (ms: number) => new Date(ms).toISOString();

describe("reportRange (Europe/Paris)", () => {
  it("takes the Monday-to-Sunday week, the month, the quarter and the year of the reference day", () => {
    expect(reportRange({ period: "week", now })).toMatchObject({
      startDate: "2026-03-16",
      endDate: "2026-03-22",
      label: "Semaine du 16/03/2026 au 22/03/2026",
      granularity: "day",
    });
    const month = reportRange({ period: "month", now });
    expect(month).toMatchObject({ startDate: "2026-03-01", endDate: "2026-03-31", label: "Mars 2026" });
    // Local midnights: UTC+1 on 1 March, UTC+2 on 1 April (after the DST change).
    expect(iso(month?.start ?? 0)).toBe("2026-02-28T23:00:00.000Z");
    expect(iso(month?.end ?? 0)).toBe("2026-03-31T22:00:00.000Z");
    expect(reportRange({ period: "quarter", now })).toMatchObject({
      startDate: "2026-01-01",
      endDate: "2026-03-31",
      label: "1er trimestre 2026",
      granularity: "week",
    });
    expect(reportRange({ period: "year", now })).toMatchObject({
      startDate: "2026-01-01",
      endDate: "2026-12-31",
      label: "Année 2026",
      granularity: "month",
    });
  });

  it("reads the reference day in Paris, not in UTC", () => {
    // Sunday 22 March 23:30 UTC is already Monday 23 March in Paris.
    const late = Date.UTC(2026, 2, 22, 23, 30);
    expect(reportRange({ period: "week", now: late })?.startDate).toBe("2026-03-23");
  });

  it("lets explicit days win, requires them for custom, refuses them out of order", () => {
    expect(reportRange({ period: "custom", now })).toBeNull();
    expect(reportRange({ period: "custom", startDate: "2026-03-10", endDate: "2026-03-01", now })).toBeNull();
    expect(reportRange({ period: "custom", startDate: "2026-02-30", endDate: "2026-03-01", now })).toBeNull();
    expect(
      reportRange({ period: "month", startDate: "2026-01-03", endDate: "2026-02-17", now }),
    ).toMatchObject({ startDate: "2026-01-03", endDate: "2026-02-17", label: "Du 03/01/2026 au 17/02/2026" });
  });

  it("names whole periods whatever the preset", () => {
    const day = (d: string) => Date.parse(d) / 86_400_000;
    expect(rangeLabel({ first: day("2026-07-01"), last: day("2026-09-30") })).toBe("3e trimestre 2026");
    expect(rangeLabel({ first: day("2026-02-01"), last: day("2026-02-28") })).toBe("Février 2026");
    expect(rangeLabel({ first: day("2026-02-05"), last: day("2026-02-05") })).toBe("Le 05/02/2026");
  });

  it("gives the previous period and the chart buckets", () => {
    const month = reportRange({ period: "month", now });
    if (!month) throw new Error("no range");
    expect(previousRange(month)).toMatchObject({ startDate: "2026-02-01", endDate: "2026-02-28" });
    const custom = reportRange({ period: "custom", startDate: "2026-03-10", endDate: "2026-03-16", now });
    if (!custom) throw new Error("no range");
    expect(previousRange(custom)).toMatchObject({ startDate: "2026-03-03", endDate: "2026-03-09" });
    expect(rangeBuckets(month)).toHaveLength(31);
    const year = reportRange({ period: "year", now });
    if (!year) throw new Error("no range");
    const buckets = rangeBuckets(year);
    expect(buckets).toHaveLength(12);
    expect(buckets[1]).toEqual({ date: "2026-02-01", label: "févr. 2026" });
    const quarter = reportRange({ period: "quarter", now });
    if (!quarter) throw new Error("no range");
    // Weeks start on Monday: 29 December 2025 holds 1 January 2026.
    expect(rangeBuckets(quarter)[0]).toEqual({ date: "2025-12-29", label: "Sem. du 29/12" });
  });
});

import { describe, expect, it } from "vitest";
import { reportRange } from "./report-period.rules.ts";
import {
  formatFileSize,
  incidentKpis,
  incidentsOverTime,
  mergeCounts,
  percentChange,
} from "./report-stats.rules.ts";

const now = Date.UTC(2026, 2, 18, 12);

describe("report statistics", () => {
  it("buckets alarms by severity and report incidents, with every bucket present", () => {
    const range = reportRange({ period: "week", now });
    if (!range) throw new Error("no range");
    const series = incidentsOverTime({
      range,
      alarms: [
        { day: "2026-03-16", severity: "critique", resolved: true, count: 2 },
        { day: "2026-03-16", severity: "faible", resolved: false, count: 1 },
        { day: "2026-03-22", severity: "moyen", resolved: true, count: 4 },
        { day: "2026-03-23", severity: "moyen", resolved: true, count: 9 }, // outside: ignored
      ],
      reportIncidents: [{ day: "2026-03-18", count: 3 }],
    });
    expect(series).toHaveLength(7);
    expect(series[0]).toEqual({
      date: "2026-03-16",
      label: "16/03",
      total: 3,
      critique: 2,
      important: 0,
      moyen: 0,
      faible: 1,
      rapport: 0,
    });
    expect(series[2]).toMatchObject({ rapport: 3, total: 3 });
    expect(series[6]).toMatchObject({ moyen: 4, total: 4 });
  });

  it("sums a year into month buckets", () => {
    const range = reportRange({ period: "year", now });
    if (!range) throw new Error("no range");
    const series = incidentsOverTime({
      range,
      alarms: [
        { day: "2026-02-01", severity: "important", resolved: true, count: 1 },
        { day: "2026-02-28", severity: "important", resolved: true, count: 2 },
      ],
      reportIncidents: [],
    });
    expect(series[1]).toMatchObject({ date: "2026-02-01", important: 3, total: 3 });
  });

  it("computes the incident cards", () => {
    expect(
      incidentKpis({
        alarms: [
          { day: "2026-03-16", severity: "critique", resolved: true, count: 3 },
          { day: "2026-03-17", severity: "moyen", resolved: false, count: 1 },
        ],
        reportIncidents: [{ day: "2026-03-16", count: 2 }],
        responseSecondsSum: 3 * 720,
        responseCount: 3,
      }),
    ).toEqual({
      totalIncidents: 6,
      resolvedIncidents: 5,
      resolutionRate: 83.3,
      avgResponseSeconds: 720,
      avgResponseTime: "12 min",
    });
    expect(
      incidentKpis({ alarms: [], reportIncidents: [], responseSecondsSum: 0, responseCount: 0 }),
    ).toMatchObject({ totalIncidents: 0, resolutionRate: null, avgResponseTime: null });
  });

  it("merges counts by key and formats sizes and changes", () => {
    expect(
      mergeCounts([
        [{ key: "intrusion", label: "Intrusion", count: 2 }],
        [
          { key: "intrusion", label: "Intrusion", count: 1 },
          { key: "vol", label: "Vol", count: 5 },
          { key: "autre", label: "Autre", count: 0 },
        ],
      ]),
    ).toEqual([
      { key: "vol", label: "Vol", count: 5 },
      { key: "intrusion", label: "Intrusion", count: 3 },
    ]);
    expect(percentChange({ current: 88, previous: 100 })).toBe(-12);
    expect(percentChange({ current: 3, previous: 0 })).toBeNull();
    expect(formatFileSize(842)).toBe("842 o");
    expect(formatFileSize(12_400)).toBe("12,4 Ko");
    expect(formatFileSize(1_234_567)).toBe("1,2 Mo");
  });
});

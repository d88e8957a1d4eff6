import { describe, expect, it } from "vitest";
import { renderServerText } from "../i18n/server-text.ts";
import { dashboardInsights, incidentAnalysis, predictions, recommendations } from "./ai-insights.compute.ts";
import { evaluationData } from "./ai-insights.eval-data.ts";

const data = evaluationData();
const fr = (t: Parameters<typeof renderServerText>[0]) => renderServerText(t, "fr", "UTC");

describe("insights on the fixed company", () => {
  it("scores the company and each site, with the factors and the spec's colours", () => {
    const insights = dashboardInsights(data, fr, 3);
    expect(insights.total_sites).toBe(3);
    expect(insights.risk_score).toBeGreaterThanOrEqual(0);
    expect(insights.risk_score).toBeLessThanOrEqual(100);
    const cameras = insights.risk_factors.find((f) => f.key === "camerasOffline");
    // 2 of 5 cameras offline: 15 × 2/5 = 6 points.
    expect(cameras).toMatchObject({ points: 6, value: 2, reference: 5 });
    expect(insights.sites).toHaveLength(3);
    expect(insights.forecast_7_days.days).toHaveLength(7);
    expect(insights.trend.explanation).toContain("comparaison de taux de Poisson");
  });

  it("analyses patterns by hour and weekday over 30 days", () => {
    const analysis = incidentAnalysis(data, fr);
    const total = analysis.patterns.by_hour.reduce((s, h) => s + h.count, 0);
    expect(total).toBe(analysis.total_incidents);
    expect(analysis.patterns.by_weekday.reduce((s, h) => s + h.count, 0)).toBe(analysis.total_incidents);
    expect(analysis.response_times.median_response_minutes).toBe(5);
  });

  it("backtests the forecast", () => {
    const p = predictions(data);
    expect(p.next_7_days).toHaveLength(7);
    expect(p.backtest?.days).toBe(28);
  });

  it("recommends with checkable reasons and links, ranked", () => {
    const recs = recommendations(data, fr);
    const kinds = recs.map((r) => r.kind);
    // Parking (since 15 Nov) and Quai 1 (since 17 Nov, 24 h before now) are offline for a day or more.
    expect(recs.filter((r) => r.kind === "camera_offline")).toHaveLength(2);
    // Marie Dupont's card expires on 1 December, within 30 days.
    expect(recs.find((r) => r.kind === "card_expiring")?.reason).toContain("Marie Dupont");
    // Next week (23-29 Nov): two conflicts, one critical.
    expect(recs.find((r) => r.kind === "planning_conflicts")).toMatchObject({
      priority: 1,
      figures: { n: 2 },
    });
    // Portique Hall: 6 refusals in 7 days.
    expect(recs.find((r) => r.kind === "access_refusals")?.reason).toContain("Portique Hall");
    expect(kinds.indexOf("critical_unresolved")).toBeLessThanOrEqual(0);
    // Tour Alpha: alarms at 8, 11 and 14 h (UTC) every few days; Marie Dupont covers 6-14 h, not 14 h.
    const hours = recs.filter((r) => r.kind === "uncovered_hours");
    expect(hours.find((r) => r.id === "hours-s1")?.reason).toContain("dans les tranches 14 h-15 h,");
    expect(hours.find((r) => r.id === "hours-s2")?.reason).toContain("8 h-9 h, 11 h-12 h");
    for (const r of recs) expect(r.link.startsWith("/dashboard/")).toBe(true);
    const priorities = recs.map((r) => r.priority);
    expect([...priorities].sort()).toEqual(priorities);
  });

  it("recommends charging the radios at or under the fleet's low-battery warning", () => {
    const withRadios = {
      ...data,
      radios: [
        { id: "r1", serialNumber: "PTT-0001", agentName: "Marie Dupont", battery: 12 },
        { id: "r2", serialNumber: "PTT-0002", agentName: null, battery: 4 },
        { id: "r3", serialNumber: "PTT-0003", agentName: "Karim Benali", battery: 16 },
        { id: "r4", serialNumber: "PTT-0004", agentName: null, battery: null },
      ],
    };
    const radios = recommendations(withRadios, fr).filter((r) => r.kind === "radio_battery");
    expect(radios.map((r) => [r.id, r.priority])).toEqual([
      ["radio-r2", 1],
      ["radio-r1", 2],
    ]);
    expect(radios[1]?.reason).toBe("Radio PTT-0001 (Marie Dupont) : batterie à 12 % au dernier relevé.");
    expect(radios[0]?.reason).toContain("(non attribuée)");
    for (const r of radios) expect(r.link).toBe("/dashboard/radio");
  });
});

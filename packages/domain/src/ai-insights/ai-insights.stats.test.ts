import { describe, expect, it } from "vitest";
import {
  backtestWeekday,
  binomialTwoSided,
  dailyAnomalies,
  dailySeries,
  forecastWeekday,
  poissonQuantile,
  poissonUpperTail,
  riskLevel,
  riskScore,
  trendTest,
  windowAnomaly,
} from "./ai-insights.stats.ts";

describe("risk score", () => {
  it("gives 20 points for incidents at the site's own baseline and nothing else when all is quiet", () => {
    const risk = riskScore({
      recentWeighted: 10,
      baselineWeekly: 10,
      openCritical: 0,
      camerasOffline: 0,
      camerasTotal: 4,
      uncoveredShifts: 0,
    });
    expect(risk.score).toBe(20);
    expect(risk.level).toBe("low");
    expect(risk.factors.find((f) => f.key === "incidents")).toMatchObject({
      points: 20,
      value: 10,
      reference: 10,
    });
  });

  it("adds each factor with its cap: twice the baseline, 2 open critical, half the cameras, 1 uncovered", () => {
    const risk = riskScore({
      recentWeighted: 24,
      baselineWeekly: 12,
      openCritical: 2,
      camerasOffline: 2,
      camerasTotal: 4,
      uncoveredShifts: 1,
    });
    // 40 + 20 + 7.5 + 5 = 72.5 → 73
    expect(risk.score).toBe(73);
    expect(risk.level).toBe("high");
    expect(risk.factors.map((f) => f.points)).toEqual([40, 20, 7.5, 5]);
  });

  it("caps at 100 and treats a baseline under 1 as 1", () => {
    const risk = riskScore({
      recentWeighted: 50,
      baselineWeekly: 0,
      openCritical: 9,
      camerasOffline: 3,
      camerasTotal: 3,
      uncoveredShifts: 10,
    });
    expect(risk.score).toBe(100);
    expect(
      riskScore({
        recentWeighted: 1,
        baselineWeekly: 0.2,
        openCritical: 0,
        camerasOffline: 0,
        camerasTotal: 0,
        uncoveredShifts: 0,
      }).score,
    ).toBe(20);
  });

  it("colours as the spec: < 30 green, 30-60 yellow, >= 60 red", () => {
    expect([29, 30, 59, 60].map(riskLevel)).toEqual(["low", "medium", "medium", "high"]);
  });
});

describe("exact tails", () => {
  it("binomial two-sided: 9 of 10 at p = 1/2 is 22/1024", () => {
    expect(binomialTwoSided(9, 10)).toBeCloseTo(22 / 1024, 10);
    expect(binomialTwoSided(5, 10)).toBeCloseTo(1, 10);
  });
  it("Poisson tail and quantile", () => {
    // P(X >= 1 | 2) = 1 - e^-2
    expect(poissonUpperTail(1, 2)).toBeCloseTo(1 - Math.exp(-2), 10);
    expect(poissonUpperTail(0, 2)).toBe(1);
    expect(poissonQuantile(0.5, 0)).toBe(0);
    // Poisson(1): P(X <= 0) = 0.368, P(X <= 1) = 0.736, P(X <= 2) = 0.920
    expect(poissonQuantile(0.9, 1)).toBe(2);
    expect(poissonQuantile(0.05, 1)).toBe(0);
  });
});

describe("trend over 30 days (Poisson rate comparison)", () => {
  it("is stable on a flat series", () => {
    const result = trendTest(new Array(30).fill(3));
    expect(result).toMatchObject({ trend: "stable", previous: 45, recent: 45 });
    expect(result.pValue).toBe(1);
  });
  it("is hausse when the last 15 days double the 15 before", () => {
    const result = trendTest([...new Array(15).fill(2), ...new Array(15).fill(4)]);
    expect(result).toMatchObject({ trend: "hausse", previous: 30, recent: 60 });
    expect(result.pValue).toBeLessThan(0.01);
  });
  it("is baisse when they halve", () => {
    expect(trendTest([...new Array(15).fill(4), ...new Array(15).fill(2)]).trend).toBe("baisse");
  });
  it("stays stable on small noisy differences (7 vs 10 incidents)", () => {
    const series = new Array(30).fill(0);
    for (let i = 0; i < 7; i++) series[i * 2] = 1;
    for (let i = 0; i < 10; i++) series[15 + i] = 1;
    const result = trendTest(series);
    expect(result).toMatchObject({ previous: 7, recent: 10, trend: "stable" });
  });
});

describe("anomalies", () => {
  it("finds the one day far above its baseline, with its numbers", () => {
    const series = new Array(35).fill(1);
    series[33] = 8;
    const found = dailyAnomalies(series);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ index: 33, count: 8, expected: 1 });
    expect(found[0]?.pValue).toBeLessThan(0.001);
  });
  it("does not flag ordinary variation nor fewer than 3 incidents", () => {
    const series = Array.from({ length: 35 }, (_, i) => (i % 2 ? 2 : 4));
    expect(dailyAnomalies(series)).toEqual([]);
    const quiet = new Array(35).fill(0);
    quiet[34] = 2;
    expect(dailyAnomalies(quiet)).toEqual([]);
  });
  it("flags a site whose last week is far above its baseline", () => {
    const series = [...new Array(28).fill(1), ...new Array(7).fill(3)];
    expect(windowAnomaly(series)).toMatchObject({ count: 21, expected: 7 });
    expect(windowAnomaly(new Array(35).fill(1))).toBeNull();
  });
});

describe("forecast by weekday and backtest", () => {
  // Mondays 10, other days 2; series starts on a Monday (weekday 1).
  const weekly = (weeks: number) => Array.from({ length: weeks * 7 }, (_, i) => (i % 7 === 0 ? 10 : 2));

  it("forecasts the weekday pattern, shrunk toward the mean", () => {
    const forecast = forecastWeekday(weekly(8), 1, 7);
    // Monday: (8·10 + 0.5·(22/7)) / 8.5 = 9.60; other days: (8·2 + 0.5·(22/7)) / 8.5 = 2.07
    expect(forecast[0]?.mean).toBeCloseTo(9.6, 2);
    expect(forecast[1]?.mean).toBeCloseTo(2.07, 2);
    expect(forecast[0]?.low).toBeLessThan(9.6);
    expect(forecast[0]?.high).toBeGreaterThan(9.6);
  });

  it("backtests on the last 4 weeks against the same weekday last week", () => {
    // A clean pattern: the naive baseline is perfect, the model is close.
    const clean = backtestWeekday(weekly(10), 1);
    expect(clean).toMatchObject({ days: 28, naiveMae: 0 });
    expect(clean?.beatsNaive).toBe(false);
    // The pattern plus a one-week disruption every other week: the naive copies the noise, the model averages it.
    const noisy = weekly(10).map((v, i) => (Math.floor(i / 7) % 2 === 1 && i % 7 === 3 ? v + 6 : v));
    const result = backtestWeekday(noisy, 1);
    expect(result?.beatsNaive).toBe(true);
    expect(result?.naiveMae).toBeCloseTo((6 * 4) / 28, 3);
    expect(result?.improvement).toBeGreaterThan(0);
    expect(backtestWeekday(weekly(5), 1)).toBeNull();
  });
});

describe("daily series in Paris time", () => {
  it("files an instant under its Paris day", () => {
    // 23:30 UTC on 1 June is 01:30 on 2 June in Paris.
    const series = dailySeries(["2026-06-01T23:30:00Z", "2026-06-01T10:00:00Z"], "2026-06-02", 2);
    expect(series).toEqual([1, 1]);
  });
});

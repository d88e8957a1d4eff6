// On the demo company's data (its curated month of alarms plus 16 weeks of history with a weekly
// rhythm), the forecast's backtest beats the naive baseline, and the test says by how much.
import { describe, expect, it } from "vitest";
import { as, login, useTestApp } from "../../../test/helpers.ts";
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD, seedDemoCompany } from "../demo/index.ts";

const ctx = useTestApp();

describe("AI insights on the demo company", () => {
  it("forecasts better than the same weekday last week, and reads the demo's data", async () => {
    await seedDemoCompany({ db: ctx.database.db, passwordCost: 10 });
    const admin = await login(ctx.app, DEMO_ADMIN_EMAIL, DEMO_PASSWORD);
    const call = as(ctx.app, admin.token);

    const { predictions } = (await call({ method: "GET", url: "/api/ai-insights/predict-incidents" })).json();
    const b = predictions.backtest;
    console.log(
      `Demo backtest over ${b.days} days: model MAE ${b.model_mae}, naive MAE ${b.naive_mae}, ` +
        `error reduced by ${Math.round(b.improvement * 100)} %, 90 % interval coverage ${Math.round(b.coverage * 100)} %`,
    );
    expect(b.days).toBe(28);
    expect(b.beats_naive).toBe(true);
    expect(b.improvement).toBeGreaterThan(0.1);

    const insights = (await call({ method: "GET", url: "/api/ai-insights/dashboard-insights" })).json();
    expect(insights.total_sites).toBe(6);
    // 14 demo cameras, none probed yet: all offline.
    expect(insights.risk_factors.find((f: { key: string }) => f.key === "camerasOffline")).toMatchObject({
      value: 14,
      reference: 14,
    });
    const analysis = (await call({ method: "GET", url: "/api/ai-insights/incident-analysis" })).json()
      .analysis;
    // Weekends are the busiest days of the demo's rhythm.
    const week = analysis.patterns.by_weekday.map((d: { count: number }) => d.count);
    expect(Math.max(week[5], week[6])).toBeGreaterThan(Math.min(week[0], week[1], week[2]));

    // The demo radio at 12 % is on the list of things to do, with a link to the radio screen.
    const { recommendations } = (
      await call({ method: "GET", url: "/api/ai-insights/smart-recommendations" })
    ).json();
    const radios = recommendations.ranked.filter((r: { kind: string }) => r.kind === "radio_battery");
    expect(radios).toHaveLength(1);
    expect(radios[0]).toMatchObject({ link: "/dashboard/radio", figures: { battery: 12 } });
  });
});

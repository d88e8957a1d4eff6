import { describe, expect, it } from "vitest";
import { backtestWeekday } from "./ai-insights.stats.ts";
import { DEMO_HISTORY_DAYS, demoAlarmHistory } from "./demo-history.ts";

describe("demo alarm history", () => {
  it("is reproducible and, whatever the seeding weekday, the weekday model beats the naive baseline", () => {
    expect(demoAlarmHistory(3, 6)).toEqual(demoAlarmHistory(3, 6));
    for (let todayWeekday = 0; todayWeekday < 7; todayWeekday++) {
      const history = demoAlarmHistory(todayWeekday, 6);
      const series = new Array<number>(DEMO_HISTORY_DAYS).fill(0);
      for (const a of history)
        series[DEMO_HISTORY_DAYS - a.daysAgo] = (series[DEMO_HISTORY_DAYS - a.daysAgo] ?? 0) + 1;
      const firstWeekday = (((todayWeekday - DEMO_HISTORY_DAYS) % 7) + 7) % 7;
      const result = backtestWeekday(series, firstWeekday);
      console.log(
        `seeded on weekday ${todayWeekday}: model MAE ${result?.modelMae}, naive MAE ${result?.naiveMae}, improvement ${Math.round((result?.improvement ?? 0) * 100)} %`,
      );
      expect(result?.beatsNaive).toBe(true);
    }
  });
});

import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { planningKeys as agentsKeys } from "@/features/planning/api/planning-keys";
import { invalidateAfterShiftChange } from "./invalidate-planning.ts";
import { planningKeys } from "./planning-keys.ts";

// Issue 15: an edit in Planning PRO or Avancé left Planning des Agents and payroll stale.
describe("invalidateAfterShiftChange", () => {
  it("marks every planning screen, the dashboard and payroll stale", async () => {
    const client = new QueryClient();
    const range = { start_date: "2026-11-23", end_date: "2026-11-29" };
    const keys = [
      planningKeys.shifts(range),
      planningKeys.conflicts(range),
      agentsKeys.shifts({ start: "2026-11-23", end: "2026-11-23" }),
      agentsKeys.agents({}),
      ["dashboard"],
      ["payroll", "hours", "2026-11"],
    ];
    for (const key of keys) client.setQueryData(key, []);
    await invalidateAfterShiftChange(client);
    for (const key of keys) expect(client.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(true);
    // Nothing else: a screen unrelated to shifts keeps its cache.
    client.setQueryData(["cameras"], []);
    await invalidateAfterShiftChange(client);
    expect(client.getQueryState(["cameras"])?.isInvalidated).toBe(false);
  });
});

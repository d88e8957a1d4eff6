import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { agentKeys } from "@/features/agents";
import { invalidatePlanning } from "./invalidate-planning.ts";
import { planningKeys } from "./planning-keys.ts";

// Issue 15: an edit in Planning PRO or Avancé left Planning des Agents and payroll stale.
describe("invalidatePlanning", () => {
  it("marks every planning screen, agent management, the dashboard and payroll stale", async () => {
    const client = new QueryClient();
    const range = { start_date: "2026-11-23", end_date: "2026-11-29" };
    const keys = [
      planningKeys.shifts(range),
      planningKeys.shifts({ start_date: "2026-11-23", end_date: "2026-11-23", site_id: "s1" }),
      planningKeys.conflicts(range),
      planningKeys.unavailability(range),
      planningKeys.agentChoices,
      agentKeys.list({}),
      agentKeys.unavailability("a1"),
      agentKeys.coveredShifts("a1", { startDate: "2026-11-24", endDate: "2026-11-25" }),
      ["dashboard"],
      ["payroll", "hours", "2026-11"],
    ];
    for (const key of keys) client.setQueryData(key, []);
    await invalidatePlanning(client);
    for (const key of keys) expect(client.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(true);
    // Nothing else: a screen unrelated to shifts keeps its cache.
    client.setQueryData(["cameras"], []);
    await invalidatePlanning(client);
    expect(client.getQueryState(["cameras"])?.isInvalidated).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { type BoardRunRow, boardRuns } from "./board-view.ts";

// Decision 128: the board's slim runs, assembled from the rows read (no database here).
const MIN = 60_000;
const now = new Date("2026-11-29T02:30:00Z");
const run = (id: string, startedMinAgo: number): BoardRunRow => ({
  id,
  tourId: "tour",
  tourName: "Ronde de nuit",
  siteId: "site",
  siteName: "Entrepôt",
  agentName: "Agent A",
  stops: [
    { checkpoint_id: "a", window_min: 10 },
    { checkpoint_id: "b", window_min: null },
  ],
  startedAt: new Date(now.getTime() - startedMinAgo * MIN),
  expectedMinutes: 30,
});

describe("the tour board's runs", () => {
  it("gives each stop its name, status and flags in the tour's order, and the run's lateness", () => {
    const fresh = run("r1", 5);
    const overdue = run("r2", 45);
    const scans = [
      { runId: "r1", checkpointId: "b", at: new Date(now.getTime() - 2 * MIN), flags: ["too_fast"] },
      { runId: "r1", checkpointId: "b", at: new Date(now.getTime() - MIN), flags: ["too_fast", "repeated"] },
      { runId: "r2", checkpointId: "a", at: new Date(now.getTime() - 30 * MIN), flags: [] },
    ];
    const names = new Map([
      ["a", "Portail"],
      ["b", "Quai 2"],
    ]);
    const [first, second] = boardRuns([fresh, overdue], { scans, names }, now);
    expect(first).toEqual({
      id: "r1",
      tour_id: "tour",
      tour_name: "Ronde de nuit",
      site_id: "site",
      site_name: "Entrepôt",
      agent_name: "Agent A",
      late: false,
      started_at: "2026-11-29T02:25:00.000Z",
      due_at: "2026-11-29T02:55:00.000Z",
      checkpoints: [
        { name: "Portail", status: "pending", flags: [] },
        { name: "Quai 2", status: "scanned", flags: ["too_fast", "repeated"] },
      ],
    });
    // Started 45 min ago for 30: late; its first stop scanned after its 10 min window, the second missed.
    expect(second).toMatchObject({
      late: true,
      checkpoints: [
        { name: "Portail", status: "late" },
        { name: "Quai 2", status: "missed" },
      ],
    });
  });
});

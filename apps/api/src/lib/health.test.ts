import { describe, expect, it } from "vitest";
import { HealthTracker } from "./health.ts";

describe("HealthTracker", () => {
  it("measures the share of time up since start from reported transitions", () => {
    let now = 1_000_000;
    const tracker = new HealthTracker({ initial: "up", now: () => now });
    now += 900;
    tracker.set("down", "connexion perdue");
    now += 100;
    expect(tracker.snapshot()).toMatchObject({ state: "down", uptime: 90, detail: "connexion perdue" });
    tracker.set("up");
    now += 1000;
    expect(tracker.snapshot().uptime).toBe(95);
  });

  it("reports a component never started as stopped with 0 %", () => {
    let now = 0;
    const tracker = new HealthTracker({ now: () => now });
    now += 5000;
    expect(tracker.snapshot()).toMatchObject({ state: "stopped", uptime: 0 });
  });
});

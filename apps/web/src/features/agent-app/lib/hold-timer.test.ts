import { describe, expect, it } from "vitest";
import { holdProgress, idleHold, press, release, SOS_HOLD_MS, tick } from "./hold-timer.ts";

describe("SOS hold to trigger", () => {
  it("fires once, after 2 s held", () => {
    let hold = press(idleHold, 1000);
    expect(holdProgress(hold, 2000)).toBe(0.5);
    let step = tick(hold, 1000 + SOS_HOLD_MS - 1);
    expect(step.fire).toBe(false);
    step = tick(step.hold, 1000 + SOS_HOLD_MS);
    expect(step.fire).toBe(true);
    hold = step.hold;
    expect(tick(hold, 5000).fire).toBe(false);
    expect(holdProgress(hold, 9000)).toBe(1);
  });

  it("a release before 2 s cancels, and a new press starts again from zero", () => {
    const hold = press(idleHold, 0);
    expect(tick(hold, 1500).fire).toBe(false);
    const released = release();
    expect(tick(released, 2500).fire).toBe(false);
    const again = press(released, 3000);
    expect(holdProgress(again, 3500)).toBe(0.25);
    expect(tick(again, 4999).fire).toBe(false);
  });

  it("a second press while held does not restart the count", () => {
    const hold = press(press(idleHold, 0), 1500);
    expect(tick(hold, 2000).fire).toBe(true);
  });
});

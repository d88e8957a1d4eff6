import type { TBusEvent } from "@hts/domain";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/helpers.ts";
import { flushFieldSignals, signalFieldChange } from "./index.ts";

const ctx = useTestApp();
const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("field.updated, coalesced", () => {
  it("folds a burst of changes into one event at once and one at the end of the window, per company", async () => {
    const received: TBusEvent[] = [];
    const stop = ctx.app.events.subscribe((event) => {
      if (event.type === "field.updated") received.push(event);
    });
    const a = crypto.randomUUID();
    const b = crypto.randomUUID();
    const events = ctx.app.events;
    // 500 positions of company A and 3 clock actions of company B in the same instant.
    for (let i = 0; i < 500; i++) signalFieldChange({ events, companyId: a });
    for (let i = 0; i < 3; i++) signalFieldChange({ events, companyId: b });
    await tick();
    expect(received.map((e) => e.companyId).sort()).toEqual([a, b].sort());
    expect(received.every((e) => e.id === e.companyId)).toBe(true);

    // The window's end: one more event for each company that changed again, none for a quiet one.
    flushFieldSignals({ events });
    await tick();
    expect(received.filter((e) => e.companyId === a)).toHaveLength(2);
    expect(received.filter((e) => e.companyId === b)).toHaveLength(2);
    flushFieldSignals({ events });
    await tick();
    expect(received).toHaveLength(4);

    // A company quiet again publishes its next change at once.
    signalFieldChange({ events, companyId: b });
    await tick();
    expect(received.filter((e) => e.companyId === b)).toHaveLength(3);
    stop();
  });
});

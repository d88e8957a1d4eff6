import { randomUUID } from "node:crypto";
import type { TBusEvent } from "@hts/domain";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/helpers.ts";

// Decision 108: events published within a window leave together (one NOTIFY on PostgreSQL), the same
// event twice once, and a batch larger than one NOTIFY payload arrives whole. Both engines run it.

const ctx = useTestApp();

async function received(count: number, run: () => Promise<unknown>): Promise<TBusEvent[]> {
  const seen: TBusEvent[] = [];
  const unsubscribe = ctx.app.events.subscribe((event) => seen.push(event));
  try {
    await run();
    const deadline = Date.now() + 5_000;
    while (seen.length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    // Anything more (a duplicate not folded) would have come with the same batch.
    await new Promise((r) => setTimeout(r, 300));
    return seen;
  } finally {
    unsubscribe();
  }
}

describe("event bus batches (decision 108)", () => {
  it("folds the same event published twice in a window, keeps distinct ones in order", async () => {
    const companyId = randomUUID();
    const [a, b] = [randomUUID(), randomUUID()];
    const seen = await received(2, () =>
      Promise.all([
        ctx.app.events.publish({ companyId, type: "alarm.created", id: a }),
        ctx.app.events.publish({ companyId, type: "alarm.created", id: a }),
        ctx.app.events.publish({ companyId, type: "alarm.commented", id: b }),
      ]),
    );
    expect(seen.map((e) => [e.type, e.id])).toEqual([
      ["alarm.created", a],
      ["alarm.commented", b],
    ]);
  });

  it("delivers a batch larger than one NOTIFY payload whole", async () => {
    const companyId = randomUUID();
    const ids = Array.from({ length: 150 }, () => randomUUID());
    const seen = await received(ids.length, async () => {
      for (const id of ids) void ctx.app.events.publishSafely({ companyId, type: "alarm.updated", id });
      await ctx.app.events.flush();
    });
    expect(seen.map((e) => e.id)).toEqual(ids);
  });

  it("marks the events this instance published as its own when they come back (decision 138)", async () => {
    const companyId = randomUUID();
    const origins: boolean[] = [];
    const unsubscribe = ctx.app.events.subscribe((event, origin) => {
      if (event.companyId === companyId) origins.push(origin.local);
    });
    try {
      await ctx.app.events.publish({ companyId, type: "field.updated", id: companyId });
      const deadline = Date.now() + 5_000;
      while (origins.length < 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(origins).toEqual([true]);
    } finally {
      unsubscribe();
    }
  });
});

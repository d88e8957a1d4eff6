import type { TBusEvent } from "@hts/domain";
import { describe, expect, it } from "vitest";
import { as, login, registerAndLogin, uniqueEmail, useTestApp } from "../../../test/helpers.ts";
import { openSse } from "../../../test/sse-client.ts";
import { flushFieldSignals, signalFieldChange } from "./index.ts";

const ctx = useTestApp({ eventsHeartbeatMs: 300 });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Waits until `done()` (the bus delivers after its own async hops: slower on a loaded machine), 5 s at most. */
async function until(done: () => boolean): Promise<void> {
  for (let i = 0; i < 250 && !done(); i++) await sleep(20);
}

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
    await until(() => received.length >= 2);
    expect(received.map((e) => e.companyId).sort()).toEqual([a, b].sort());
    expect(received.every((e) => e.id === e.companyId)).toBe(true);

    // The window's end: one more event for each company that changed again, none for a quiet one.
    flushFieldSignals({ events });
    await until(() => received.length >= 4);
    expect(received.filter((e) => e.companyId === a)).toHaveLength(2);
    expect(received.filter((e) => e.companyId === b)).toHaveLength(2);
    flushFieldSignals({ events });
    await sleep(200);
    expect(received).toHaveLength(4);

    // A company quiet again publishes its next change at once.
    signalFieldChange({ events, companyId: b });
    await until(() => received.length >= 5);
    expect(received.filter((e) => e.companyId === b)).toHaveLength(3);
    stop();
  });

  it("streams field.updated (ids only) to the company's office roles, not to agents nor other companies", async () => {
    if (!ctx.app.server.listening) await ctx.app.listen({ port: 0, host: "127.0.0.1" });
    const address = ctx.app.server.address();
    if (!address || typeof address === "string") throw new Error("no address");
    const url = `http://127.0.0.1:${address.port}`;
    const a = await registerAndLogin(ctx.app, { companyName: "Terrain live A" });
    const b = await registerAndLogin(ctx.app, { companyName: "Terrain live B" });
    const user = async (role: "operator" | "agent") => {
      const email = uniqueEmail(role);
      await as(
        ctx.app,
        a.token,
      )({
        method: "POST",
        url: "/api/users",
        payload: { name: role, email, password: "initial-pass-2026", role },
      });
      return (await login(ctx.app, email, "initial-pass-2026")).token;
    };
    const tokens = {
      admin: a.token,
      operator: await user("operator"),
      agent: await user("agent"),
      other: b.token,
    };
    const streams = Object.fromEntries(
      await Promise.all(
        Object.entries(tokens).map(
          async ([k, t]) => [k, await openSse(`${url}/api/events?access_token=${t}`)] as const,
        ),
      ),
    );
    for (const s of Object.values(streams)) expect((await s.next()).event).toBe("ready");
    signalFieldChange({ events: ctx.app.events, companyId: a.company.id });
    for (const who of ["admin", "operator"]) {
      const frame = await streams[who]?.nextEvent("field.updated", 5_000);
      expect(JSON.parse(frame?.data ?? "{}")).toMatchObject({ type: "field.updated", id: a.company.id });
    }
    await expect(streams.agent?.nextEvent("field.updated", 1_000)).rejects.toThrow();
    await expect(streams.other?.nextEvent("field.updated", 1_000)).rejects.toThrow();
    for (const s of Object.values(streams)) s.close();
    flushFieldSignals({ events: ctx.app.events });
  });
});

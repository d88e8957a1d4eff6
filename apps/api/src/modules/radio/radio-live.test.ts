import { imeiCheckDigit } from "@hts/domain";
import { describe, expect, it } from "vitest";
import { as, login, registerAndLogin, uniqueEmail, useTestApp } from "../../../test/helpers.ts";
import { openSse } from "../../../test/sse-client.ts";

const ctx = useTestApp({ eventsHeartbeatMs: 300 });

async function baseUrl() {
  if (!ctx.app.server.listening) await ctx.app.listen({ port: 0, host: "127.0.0.1" });
  const address = ctx.app.server.address();
  if (!address || typeof address === "string") throw new Error("no address");
  return `http://127.0.0.1:${address.port}`;
}

describe("radio, live", () => {
  it("streams radio events (ids only) to the company's radio roles, never to another company", async () => {
    const url = await baseUrl();
    const a = await registerAndLogin(ctx.app, { companyName: "Radio Live A" });
    const b = await registerAndLogin(ctx.app, { companyName: "Radio Live B" });
    const callA = as(ctx.app, a.token);
    const email = uniqueEmail("planner");
    await callA({
      method: "POST",
      url: "/api/users",
      payload: { name: "Planif", email, password: "initial-pass-2026", role: "planner" },
    });
    const planner = await login(ctx.app, email, "initial-pass-2026");
    await callA({ method: "POST", url: "/api/sites", payload: { name: "Site A", address: "Paris" } });
    const body = "35000000000001";
    const radio = (
      await callA({
        method: "POST",
        url: "/api/radio/radios/",
        payload: { radioId: `${body}${imeiCheckDigit(body)}`, serialNumber: "LIVE-1" },
      })
    ).json();

    const streamA = await openSse(`${url}/api/events?access_token=${a.token}`);
    const streamB = await openSse(`${url}/api/events?access_token=${b.token}`);
    const streamPlanner = await openSse(`${url}/api/events?access_token=${planner.token}`);
    for (const s of [streamA, streamB, streamPlanner]) expect((await s.next()).event).toBe("ready");

    const sos = await callA({
      method: "POST",
      url: "/api/radio/alerts/sos",
      payload: { radio_id: radio.id, location: { lat: 48.85, lng: 2.35 } },
    });
    expect(sos.statusCode).toBe(201);
    // The critical alarm (the control room's toast and sound) and the radio alert, in either order.
    const seen = new Map<string, Record<string, unknown>>();
    while (!seen.has("radio.alert") || !seen.has("alarm.created")) {
      const frame = await streamA.next(5_000);
      if (frame.event && frame.data) seen.set(frame.event, JSON.parse(frame.data));
    }
    const frame = seen.get("radio.alert") ?? {};
    expect(frame).toMatchObject({ type: "radio.alert", id: sos.json().id });
    expect(Object.keys(frame).sort()).toEqual(["at", "id", "type"]);
    expect(seen.get("alarm.created")?.alarm).toMatchObject({
      severity: "critique",
      title: "SOS radio : Agent non assigné",
    });
    await expect(streamB.nextEvent("radio.alert", 1500)).rejects.toThrow();
    await expect(streamPlanner.nextEvent("radio.alert", 1500)).rejects.toThrow();
    for (const s of [streamA, streamB, streamPlanner]) s.close();
  });
});

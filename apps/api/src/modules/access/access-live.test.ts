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

async function companyWithReader(name: string) {
  const admin = await registerAndLogin(ctx.app, { companyName: name });
  const call = as(ctx.app, admin.token);
  const site = await call({
    method: "POST",
    url: "/api/sites",
    payload: { name: `Site ${name}`, address: "Paris" },
  });
  const point = await call({
    method: "POST",
    url: "/api/access/points",
    payload: { name: "Portail", siteId: site.json().id, location: "Hall" },
  });
  return { admin, call, readerKey: point.json().readerKey as string };
}

describe("access log, live", () => {
  it("streams each presentation to the company's access roles only, re-read with every field", async () => {
    const url = await baseUrl();
    const a = await companyWithReader("Live A");
    const b = await companyWithReader("Live B");
    const email = uniqueEmail("planner");
    await a.call({
      method: "POST",
      url: "/api/users",
      payload: { name: "Planif", email, password: "initial-pass-2026", role: "planner" },
    });
    const planner = await login(ctx.app, email, "initial-pass-2026");

    const streamA = await openSse(`${url}/api/events?access_token=${a.admin.token}`);
    const streamB = await openSse(`${url}/api/events?access_token=${b.admin.token}`);
    const streamPlanner = await openSse(`${url}/api/events?access_token=${planner.token}`);
    for (const s of [streamA, streamB, streamPlanner]) expect((await s.next()).event).toBe("ready");

    const badge = (
      await a.call({
        method: "POST",
        url: "/api/access/badges",
        payload: { badgeId: "L-1", holderName: "Léon Direct" },
      })
    ).json();
    const { token } = (await a.call({ method: "GET", url: `/api/access/badges/${badge.id}/qr` })).json();
    await ctx.app.inject({
      method: "POST",
      url: "/api/access/check",
      headers: { "x-reader-key": a.readerKey },
      payload: { token },
    });

    const frame = JSON.parse((await streamA.nextEvent("access.logged")).data ?? "{}");
    expect(frame).toMatchObject({
      type: "access.logged",
      entry: {
        personName: "Léon Direct",
        badgeId: "L-1",
        status: "Autorisé",
        siteName: "Site Live A",
        location: "Hall",
      },
    });
    // Another company and a role without the access area hear nothing of it.
    await expect(streamB.nextEvent("access.logged", 1500)).rejects.toThrow();
    await expect(streamPlanner.nextEvent("access.logged", 1500)).rejects.toThrow();
    for (const s of [streamA, streamB, streamPlanner]) s.close();
  });
});

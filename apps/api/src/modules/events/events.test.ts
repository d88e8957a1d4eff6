import { describe, expect, it } from "vitest";
import { as, login, registerAndLogin, uniqueEmail, useTestApp } from "../../../test/helpers.ts";
import { openSse } from "../../../test/sse-client.ts";
import { agents } from "../../db/schema.ts";

const ctx = useTestApp({ eventsHeartbeatMs: 300 });

async function baseUrl() {
  if (!ctx.app.server.listening) await ctx.app.listen({ port: 0, host: "127.0.0.1" });
  const address = ctx.app.server.address();
  if (!address || typeof address === "string") throw new Error("no address");
  return `http://127.0.0.1:${address.port}`;
}

async function companyWithSite() {
  const user = await registerAndLogin(ctx.app);
  const call = as(ctx.app, user.token);
  const site = await call({
    method: "POST",
    url: "/api/sites",
    payload: { name: "Siège", address: "Paris" },
  });
  return { user, call, siteId: site.json().id as string };
}

const newAlarm = (siteId: string, title: string) => ({
  siteId,
  title,
  description: "Test",
  location: "Hall",
  severity: "critique",
});

describe("live events (SSE)", () => {
  it("streams alarm created, commented and resolved to the company, with the re-read alarm", async () => {
    const url = await baseUrl();
    const { user, call, siteId } = await companyWithSite();
    const stream = await openSse(`${url}/api/events?access_token=${user.token}`);
    expect(stream.status).toBe(200);
    expect(stream.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(stream.headers.get("x-content-type-options")).toBe("nosniff");
    expect((await stream.next()).event).toBe("ready");

    const created = (
      await call({ method: "POST", url: "/api/alarms", payload: newAlarm(siteId, "Intrusion quai") })
    ).json();
    const frame = await stream.nextEvent("alarm.created");
    const data = JSON.parse(frame.data ?? "{}");
    expect(data).toMatchObject({
      type: "alarm.created",
      id: created.id,
      alarm: { title: "Intrusion quai", siteName: "Siège" },
    });

    await call({ method: "POST", url: `/api/alarms/${created.id}/comments`, payload: { text: "En route" } });
    const commented = JSON.parse((await stream.nextEvent("alarm.commented")).data ?? "{}");
    expect(commented.alarm.comments[0].text).toBe("En route");
    await call({ method: "POST", url: `/api/alarms/${created.id}/resolve` });
    const resolved = JSON.parse((await stream.nextEvent("alarm.resolved")).data ?? "{}");
    expect(resolved.alarm.status).toBe("Résolue");
    stream.close();
  });

  it("keeps companies apart and accepts the Authorization header too", async () => {
    const url = await baseUrl();
    const a = await companyWithSite();
    const b = await companyWithSite();
    const streamB = await openSse(`${url}/api/events`, { authorization: `Bearer ${b.user.token}` });
    await streamB.next();
    await a.call({ method: "POST", url: "/api/alarms", payload: newAlarm(a.siteId, "Chez A") });
    await b.call({ method: "POST", url: "/api/alarms", payload: newAlarm(b.siteId, "Chez B") });
    // Events arrive in order: B's first alarm event is its own, A's never came.
    const first = JSON.parse((await streamB.nextEvent("alarm.created")).data ?? "{}");
    expect(first.alarm.title).toBe("Chez B");
    streamB.close();
  });

  it("sends heartbeats and ends the stream when the session ends", async () => {
    const url = await baseUrl();
    const { user } = await companyWithSite();
    const stream = await openSse(`${url}/api/events?access_token=${user.token}`);
    await stream.next();
    expect((await stream.next(2_000)).comment).toBe("ping");
    await as(ctx.app, user.token)({ method: "POST", url: "/api/auth/logout" });
    expect((await stream.nextEvent("session-expired", 2_000)).event).toBe("session-expired");
    await expect(stream.next(2_000)).rejects.toThrow(/ended|abort/);
  });

  it("refuses a missing or bad token, and the query token on any other route", async () => {
    const url = await baseUrl();
    const { user } = await companyWithSite();
    expect((await fetch(`${url}/api/events`)).status).toBe(401);
    expect((await fetch(`${url}/api/events?access_token=faux`)).status).toBe(401);
    expect((await fetch(`${url}/api/auth/me?access_token=${user.token}`)).status).toBe(401);
  });

  it("sends an agent neither camera events nor alarms of sites they do not work on", async () => {
    const url = await baseUrl();
    const { user, call, siteId } = await companyWithSite();
    const email = uniqueEmail("agent");
    const account = await call({
      method: "POST",
      url: "/api/users",
      payload: { name: "Agent", email, password: "secret-pass-2026", role: "agent" },
    });
    await ctx.database.db.insert(agents).values({
      companyId: user.company.id,
      userId: account.json().id,
      name: "Agent",
      badge: "B-1",
      phone: "0600000000",
      email,
      hireDate: "2024-01-01",
      assignedSiteId: siteId,
    });
    const other = (
      await call({ method: "POST", url: "/api/sites", payload: { name: "Autre", address: "Lyon" } })
    ).json().id as string;
    const agent = await login(ctx.app, email, "secret-pass-2026");
    const stream = await openSse(`${url}/api/events?access_token=${agent.token}&lang=en`);
    await stream.next();
    await call({ method: "POST", url: "/api/alarms", payload: newAlarm(other, "Autre site") });
    const camera = (
      await call({ method: "POST", url: "/api/cameras", payload: { siteId, name: "C", location: "L" } })
    ).json();
    await ctx.app.events.publish({ companyId: user.company.id, type: "camera.status", id: camera.id });
    await call({ method: "POST", url: "/api/alarms", payload: newAlarm(siteId, "Après la caméra") });
    let next = await stream.next();
    while (next.comment) next = await stream.next();
    expect(next.event).toBe("alarm.created");
    const received = JSON.parse(next.data ?? "{}").alarm;
    expect(received.title).toBe("Après la caméra");
    // In the stream's language (EventSource sends no Accept-Language: the web app adds `lang`).
    expect(received.actions).toEqual(["Alarm recorded by Admin Test"]);
    stream.close();
  });
});

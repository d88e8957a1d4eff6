import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { as, login, registerAndLogin, uniqueEmail, useTestApp } from "../../../test/helpers.ts";
import { agents, alarms, cameras, shifts, sites } from "../../db/schema.ts";

const ctx = useTestApp();
const DAY = 24 * 3600_000;

describe("dashboard", () => {
  it("computes every counter from the company's data only", async () => {
    const a = await registerAndLogin(ctx.app);
    const call = as(ctx.app, a.token);
    const site = async (name: string) =>
      (await call({ method: "POST", url: "/api/sites", payload: { name, address: `${name}, Paris` } })).json()
        .id as string;
    const [s1, s2, s3] = [await site("Tour A"), await site("Tour B"), await site("Ancien")];
    // One site created long ago: monitored, but not new this month.
    await ctx.database.db
      .update(sites)
      .set({ createdAt: new Date(Date.now() - 40 * DAY), updatedAt: new Date(Date.now() - 40 * DAY) })
      .where(eq(sites.id, s3));
    for (const [siteId, name] of [
      [s1, "C1"],
      [s1, "C2"],
      [s2, "C3"],
    ] as const) {
      await call({ method: "POST", url: "/api/cameras", payload: { siteId, name, location: "Hall" } });
    }
    await ctx.database.db.update(cameras).set({ status: "online" }).where(eq(cameras.name, "C1"));

    const alarm = async (siteId: string, title: string, severity: string) =>
      (
        await call({
          method: "POST",
          url: "/api/alarms",
          payload: { siteId, title, severity, description: "d", location: "l" },
        })
      ).json().id as string;
    const old = await alarm(s3, "Ancienne critique", "critique");
    await ctx.database.db
      .update(alarms)
      .set({ createdAt: new Date(Date.now() - 3 * DAY) })
      .where(eq(alarms.id, old));
    const oldResolved = await alarm(s2, "Ancienne résolue", "faible");
    await ctx.database.db
      .update(alarms)
      .set({ createdAt: new Date(Date.now() - 3 * DAY) })
      .where(eq(alarms.id, oldResolved));
    await call({ method: "POST", url: `/api/alarms/${oldResolved}/resolve` });
    await alarm(s1, "Intrusion", "critique");
    await alarm(s1, "Batterie", "faible");
    await alarm(s2, "Porte", "moyen");
    await alarm(s2, "Fumée", "critique");

    const agent = (name: string, status: string) => ({
      companyId: a.company.id,
      name,
      badge: name,
      phone: "0600000000",
      email: `${name}@exemple.fr`,
      hireDate: "2024-01-01",
      status,
    });
    const [a1, a2] = await ctx.database.db
      .insert(agents)
      .values([agent("A1", "Actif"), agent("A2", "Repos"), agent("A3", "Actif")])
      .returning();
    // Online = Actif with a shift in progress (decision 007): A1 is on duty; A2 is on duty but marked
    // Repos; A3 is Actif but has no shift now.
    const onDuty = (agentId: string) => ({
      companyId: a.company.id,
      agentId,
      siteId: s1,
      shiftDate: new Date().toISOString().slice(0, 10),
      startTime: "00:00",
      endTime: "23:00",
      startsAt: new Date(Date.now() - 3600_000),
      endsAt: new Date(Date.now() + 3600_000),
    });
    await ctx.database.db.insert(shifts).values([onDuty(a1?.id ?? ""), onDuty(a2?.id ?? "")]);

    // Another company's data never counts.
    const b = await registerAndLogin(ctx.app);
    const bSite = (
      await as(ctx.app, b.token)({ method: "POST", url: "/api/sites", payload: { name: "B", address: "B" } })
    ).json().id;
    await as(
      ctx.app,
      b.token,
    )({
      method: "POST",
      url: "/api/alarms",
      payload: { siteId: bSite, title: "B", severity: "critique", description: "d", location: "l" },
    });

    const res = await call({ method: "GET", url: "/api/dashboard" });
    expect(res.statusCode).toBe(200);
    const d = res.json();
    expect(d).toMatchObject({
      totalSites: 3,
      newSitesThisMonth: 2,
      activeCameras: 1,
      totalCameras: 3,
      alertsToday: 4,
      criticalAlerts: 2,
      activeAlerts: 5,
      onlineAgents: 1,
      totalAgents: 3,
    });
    expect(d.recentAlerts.map((r: { title: string }) => r.title)).toEqual([
      "Fumée",
      "Porte",
      "Batterie",
      "Intrusion",
      "Ancienne résolue",
    ]);
    expect(d.recentAlerts[0]).toMatchObject({
      severity: "critique",
      status: "Active",
      siteName: "Tour B",
      location: "l",
    });
    expect(d.activeSites.map((s: { name: string }) => s.name)).toEqual(["Tour B", "Tour A", "Ancien"]);
    expect(d.activeSites[1]).toMatchObject({ cameras: 2, accessPoints: 0, status: "active" });
    // The old site's last update is its alarm of three days ago, not its creation 40 days ago.
    expect(Date.now() - new Date(d.activeSites[2].lastUpdate).getTime()).toBeLessThan(3 * DAY + 60_000);
  });

  it("reports the real components with a measured status, and no jitter between calls", async () => {
    const a = await registerAndLogin(ctx.app);
    const first = (await as(ctx.app, a.token)({ method: "GET", url: "/api/dashboard" })).json();
    const second = (await as(ctx.app, a.token)({ method: "GET", url: "/api/dashboard" })).json();
    expect(first.systemStatus.map((c: { key: string }) => c.key)).toEqual([
      "database",
      "cameras",
      "events",
      "recording",
    ]);
    const byKey = Object.fromEntries(first.systemStatus.map((c: { key: string }) => [c.key, c]));
    expect(byKey.database).toMatchObject({ status: "Actif", uptime: 100 });
    expect(byKey.events).toMatchObject({ status: "Actif" });
    // The monitor is started by server.ts, not in tests: it honestly says so.
    expect(byKey.cameras).toMatchObject({ status: "Arrêté", uptime: 0 });
    const counters = ({ systemStatus: _s, generatedAt: _g, ...rest }: Record<string, unknown>) => rest;
    expect(counters(second)).toEqual(counters(first));
    // The camera component is the monitor service; the cameras online are a separate, named figure.
    expect(byKey.cameras.details).toMatchObject({ camerasOnline: 0, camerasTotal: 0, lastCheckAt: null });
    // Both engines run this file: the embedded one with the in-process bus, PostgreSQL with LISTEN/NOTIFY.
    const onPglite = ctx.database.kind === "pglite";
    expect(byKey.events.details).toMatchObject({ transport: onPglite ? "memory" : "postgres" });
    expect(byKey.database.details).toMatchObject({ engine: onPglite ? "pglite" : "postgres" });
    expect(byKey.cameras.name).toBe("Service de surveillance des caméras");
    expect(byKey.cameras.description).toBe(
      "Caméras en ligne : 0/0 ; aucun contrôle effectué depuis le démarrage",
    );
  });

  it("words the system status in the caller's language", async () => {
    const a = await registerAndLogin(ctx.app);
    const en = (
      await as(
        ctx.app,
        a.token,
      )({ method: "GET", url: "/api/dashboard", headers: { "accept-language": "en" } })
    ).json();
    const byKey = Object.fromEntries(en.systemStatus.map((c: { key: string }) => [c.key, c]));
    expect(byKey.cameras).toMatchObject({
      name: "Camera monitoring service",
      description: "Cameras online: 0/0; no check since start-up",
    });
    expect(byKey.database.name).toBe("Database");
    if (ctx.database.kind === "pglite") {
      expect(byKey.database.description).toMatch(/^PGlite \(embedded\), answered in \d+ ms$/);
      expect(byKey.events.description).toMatch(/^In memory \(single instance\); open streams: \d+$/);
    } else {
      expect(byKey.database.description).toMatch(/^PostgreSQL, answered in \d+ ms$/);
      expect(byKey.events.description).toMatch(/^PostgreSQL LISTEN\/NOTIFY; open streams: \d+$/);
    }
  });

  it("counts for an agent only the alarms of the sites they work on", async () => {
    const a = await registerAndLogin(ctx.app);
    const call = as(ctx.app, a.token);
    const site = async (name: string) =>
      (await call({ method: "POST", url: "/api/sites", payload: { name, address: "Paris" } })).json().id;
    const mine = await site("Mon site");
    const other = await site("Autre site");
    for (const siteId of [mine, other, other]) {
      await call({
        method: "POST",
        url: "/api/alarms",
        payload: { siteId, title: "T", severity: "moyen", description: "d", location: "l" },
      });
    }
    const email = uniqueEmail("agent");
    const account = await call({
      method: "POST",
      url: "/api/users",
      payload: { name: "Agent", email, password: "secret-pass-2026", role: "agent" },
    });
    await ctx.database.db.insert(agents).values({
      companyId: a.company.id,
      userId: account.json().id,
      name: "Agent",
      badge: "B-9",
      phone: "0600000000",
      email,
      hireDate: "2024-01-01",
      assignedSiteId: mine,
    });
    const agent = await login(ctx.app, email, "secret-pass-2026");
    const d = (await as(ctx.app, agent.token)({ method: "GET", url: "/api/dashboard" })).json();
    expect(d).toMatchObject({ alertsToday: 1, activeAlerts: 1 });
    expect(d.recentAlerts.map((r: { siteName: string }) => r.siteName)).toEqual(["Mon site"]);
    expect((await call({ method: "GET", url: "/api/dashboard" })).json().activeAlerts).toBe(3);
  });

  it("answers from a short cache that any change of the company forgets", async () => {
    const a = await registerAndLogin(ctx.app);
    const other = await registerAndLogin(ctx.app);
    const call = as(ctx.app, a.token);
    const board = async () => (await call({ method: "GET", url: "/api/dashboard" })).json();
    const first = await board();
    // Written behind the API's back: the cache still answers the figure of a moment ago.
    const [site] = await ctx.database.db
      .insert(sites)
      .values({ companyId: a.company.id, name: "Hors API", address: "Paris" })
      .returning();
    expect((await board()).totalSites).toBe(first.totalSites);
    // A change of another company forgets nothing here; a write of this company forgets its entry.
    await as(
      ctx.app,
      other.token,
    )({
      method: "POST",
      url: "/api/sites",
      payload: { name: "Ailleurs", address: "Lyon" },
    });
    expect((await board()).totalSites).toBe(first.totalSites);
    await call({ method: "POST", url: "/api/sites", payload: { name: "Par l'API", address: "Paris" } });
    expect((await board()).totalSites).toBe(first.totalSites + 2);
    // An event on the bus (an alarm raised on another instance, a camera going offline) too.
    await ctx.database.db
      .update(sites)
      .set({ name: "Renommé" })
      .where(eq(sites.id, site?.id ?? ""));
    await ctx.database.db.insert(alarms).values({
      companyId: a.company.id,
      siteId: site?.id ?? "",
      title: "Intrusion",
      description: "Porte",
      location: "Hall",
    });
    const before = (await board()).activeAlerts;
    await ctx.app.events.publish({ companyId: a.company.id, type: "alarm.created", id: site?.id ?? "" });
    // Delivery is asynchronous (LISTEN/NOTIFY on PostgreSQL).
    await expect.poll(async () => (await board()).activeAlerts, { timeout: 3_000 }).toBe(before + 1);
  });

  it("requires a session", async () => {
    expect((await ctx.app.inject({ method: "GET", url: "/api/dashboard" })).statusCode).toBe(401);
  });
});

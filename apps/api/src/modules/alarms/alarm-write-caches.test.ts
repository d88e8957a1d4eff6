import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { as, registerAndLogin, useTestApp } from "../../../test/helpers.ts";
import { sessions } from "../../db/schema.ts";

// Decision 107: a write forgets what it changes, not the whole company. Every cached read an alarm
// write touches (the alarm pages, the active alarms, the sites' counters, the dashboard) shows it on the
// very next request; the sessions of the company stay found; a sign-out still ends a session at once.

const ctx = useTestApp();

type Alarm = { id: string; title: string; status: string; comments: { text: string }[] };

async function controlRoom() {
  const a = await registerAndLogin(ctx.app);
  const call = as(ctx.app, a.token);
  const siteId = (
    await call({ method: "POST", url: "/api/sites", payload: { name: "Entrepôt", address: "Rungis" } })
  ).json().id as string;
  const get = async <T>(url: string) => (await call({ method: "GET", url })).json() as T;
  const reads = async () => ({
    page: (await get<Alarm[]>("/api/alarms?limit=50")).map((x) => [
      x.title,
      x.status.toLowerCase(),
      x.comments.length,
    ]),
    active: (await get<Alarm[]>("/api/alarms?status=active&limit=50")).map((x) => x.title),
    counters: (await get<{ alarmsCount: number; activeAlarmsCount: number }[]>("/api/sites")).map((s) => [
      s.alarmsCount,
      s.activeAlarmsCount,
    ]),
    dashboard: await get<{ activeAlerts: number; recentAlerts: { status: string }[] }>("/api/dashboard").then(
      (d) => [d.activeAlerts, d.recentAlerts.map((r) => r.status.toLowerCase())],
    ),
  });
  return { a, call, siteId, reads };
}

describe("caches after a write (decision 107)", () => {
  it("a new alarm, a comment and a resolution show in every cached read on the next request", async () => {
    const { call, siteId, reads } = await controlRoom();
    expect(await reads()).toEqual({ page: [], active: [], counters: [[0, 0]], dashboard: [0, []] });

    const created = await call({
      method: "POST",
      url: "/api/alarms",
      payload: { siteId, title: "Porte forcée", description: "Zone B", location: "Quai 3" },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    expect(await reads()).toEqual({
      page: [["Porte forcée", "active", 0]],
      active: ["Porte forcée"],
      counters: [[1, 1]],
      dashboard: [1, ["active"]],
    });

    await call({ method: "POST", url: `/api/alarms/${id}/comments`, payload: { text: "Rondier envoyé" } });
    expect((await reads()).page).toEqual([["Porte forcée", "active", 1]]);

    await call({ method: "POST", url: `/api/alarms/${id}/resolve`, payload: { note: "Fausse alerte" } });
    expect(await reads()).toEqual({
      page: [["Porte forcée", "résolue", 1]],
      active: [],
      counters: [[1, 0]],
      dashboard: [0, ["résolue"]],
    });
  });

  it("keeps the company's sessions through alarm writes, and a sign-out still ends one at once", async () => {
    const { a, call, siteId } = await controlRoom();
    expect((await call({ method: "GET", url: "/api/auth/me" })).statusCode).toBe(200);
    // Revoked by another instance (straight to the database): this instance still holds the session,
    // and an alarm write does not make it look again (it would have before decision 107).
    await ctx.database.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.userId, a.user.id));
    const raised = await call({
      method: "POST",
      url: "/api/alarms",
      payload: { siteId, title: "Fumée", description: "Cuisine", location: "Rez-de-chaussée" },
    });
    expect(raised.statusCode).toBe(201);
    expect((await call({ method: "GET", url: "/api/auth/me" })).statusCode).toBe(200);

    // A sign-out through this instance ends its session on the very next request.
    const b = await registerAndLogin(ctx.app);
    const other = as(ctx.app, b.token);
    expect((await other({ method: "GET", url: "/api/auth/me" })).statusCode).toBe(200);
    expect((await other({ method: "POST", url: "/api/auth/logout" })).statusCode).toBe(200);
    expect((await other({ method: "GET", url: "/api/auth/me" })).statusCode).toBe(401);
  });

  it("answers /api/auth/me from the user's current row after a change of their profile", async () => {
    const { a, call } = await controlRoom();
    expect((await call({ method: "GET", url: "/api/auth/me" })).json().user.name).toBe("Admin Test");
    const changed = await call({
      method: "PATCH",
      url: `/api/users/${a.user.id}`,
      payload: { name: "Nouveau" },
    });
    expect(changed.statusCode).toBe(200);
    expect((await call({ method: "GET", url: "/api/auth/me" })).json().user.name).toBe("Nouveau");
  });
});

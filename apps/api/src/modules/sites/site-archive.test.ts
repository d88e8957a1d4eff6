import { MSG_RECORDS } from "@hts/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { as, registerAndLogin, useTestApp } from "../../../test/helpers.ts";
import { alarms, auditLog, cameras, sites } from "../../db/schema.ts";

// Deleting a site (decision 017): erased without history, archived with it, refused while shifts
// are still to come; archived sites are hidden, read-only and restorable.
const ctx = useTestApp();
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function setup() {
  const admin = await registerAndLogin(ctx.app);
  const call = as(ctx.app, admin.token);
  const post = async (url: string, payload: Record<string, unknown>) => {
    const res = await call({ method: "POST", url, payload });
    if (res.statusCode !== 201) throw new Error(`${url}: ${res.body}`);
    return res.json().id as string;
  };
  const site = (name: string) => post("/api/sites", { name, address: `${name}, Paris` });
  return { admin, call, post, site };
}

describe("deleting a site", () => {
  it("erases a site without history and says so beforehand", async () => {
    const { call, site } = await setup();
    const id = await site("Vide");
    const impact = await call({ method: "GET", url: `/api/sites/${id}/impact` });
    expect(impact.json()).toEqual({
      outcome: "erase",
      cameras: 0,
      alarms: 0,
      activeAlarms: 0,
      shifts: 0,
      futureShifts: 0,
      securityReports: 0,
    });
    expect((await call({ method: "DELETE", url: `/api/sites/${id}` })).statusCode).toBe(204);
    expect(await ctx.database.db.select().from(sites).where(eq(sites.id, id))).toEqual([]);
  });

  it("archives a site with cameras, alarms and past shifts: hidden, read-only, restorable", async () => {
    const { admin, call, post, site } = await setup();
    const id = await site("Entrepôt");
    const other = await site("Siège");
    const cameraId = await post("/api/cameras", { siteId: id, name: "Quai", location: "Quai 3" });
    await ctx.database.db.insert(alarms).values({
      companyId: admin.company.id,
      siteId: id,
      title: "Intrusion",
      description: "Porte forcée",
      location: "Quai 3",
      severity: "critique",
    });
    const agentId = await post("/api/agents", {
      name: "Léa Martin",
      badge: "L-1",
      phone: "06",
      email: "l@x.fr",
    });
    await post("/api/planning-advanced/shifts", {
      agent_id: agentId,
      site_id: id,
      shift_date: day(-3),
      start_time: "08:00",
      end_time: "16:00",
    });
    await post("/api/security-reports", { siteId: id, periodStart: day(-3), periodEnd: day(-3) });

    const impact = (await call({ method: "GET", url: `/api/sites/${id}/impact` })).json();
    expect(impact).toEqual({
      outcome: "archive",
      cameras: 1,
      alarms: 1,
      activeAlarms: 1,
      shifts: 1,
      futureShifts: 0,
      securityReports: 1,
    });

    const archived = await call({ method: "DELETE", url: `/api/sites/${id}` });
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toMatchObject({ id, status: "inactive", camerasCount: 1, alarmsCount: 1 });
    expect(archived.json().archivedAt).not.toBeNull();
    // Everything is kept: the camera and the alarm are still there.
    expect(await ctx.database.db.select().from(cameras).where(eq(cameras.id, cameraId))).toHaveLength(1);
    const journal = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(journal.find((e) => e.action === "archive")?.details).toMatchObject({ cameras: 1, alarms: 1 });

    // Hidden from lists and selects, shown on request; its cameras leave the camera list.
    const listed = (await call({ method: "GET", url: "/api/sites" })).json().map((s: { id: string }) => s.id);
    expect(listed).toEqual([other]);
    const archivedList = (await call({ method: "GET", url: "/api/sites?archived=true" })).json();
    expect(archivedList.map((s: { id: string }) => s.id)).toEqual([id]);
    expect((await call({ method: "GET", url: "/api/cameras" })).json()).toEqual([]);
    // The dashboard's cards count what the lists show: one site, no camera.
    const dashboard = (await call({ method: "GET", url: "/api/dashboard" })).json();
    expect(dashboard).toMatchObject({ totalSites: 1, totalCameras: 0 });

    // Read-only: no change, nothing new attached to it, no second delete.
    const before = (await ctx.database.db.select().from(sites).where(eq(sites.id, id)))[0];
    const patch = await call({ method: "PATCH", url: `/api/sites/${id}`, payload: { name: "X" } });
    expect(patch.statusCode).toBe(409);
    expect(patch.json().detail).toBe(MSG_RECORDS.siteArchived);
    expect((await ctx.database.db.select().from(sites).where(eq(sites.id, id)))[0]).toEqual(before);
    const camera = await call({
      method: "POST",
      url: "/api/cameras",
      payload: { siteId: id, name: "Nouvelle", location: "Hall" },
    });
    expect(camera.statusCode).toBe(422);
    expect(camera.json().detail[0].msg).toBe(MSG_RECORDS.siteArchivedRef);
    const shift = await call({
      method: "POST",
      url: "/api/planning-advanced/shifts",
      payload: { agent_id: agentId, site_id: id, shift_date: day(5), start_time: "08:00", end_time: "16:00" },
    });
    expect(shift.statusCode).toBe(422);
    expect((await call({ method: "DELETE", url: `/api/sites/${id}` })).statusCode).toBe(409);

    // Restored: back in the list, inactive, editable; restoring twice says it is not archived.
    const restored = await call({ method: "POST", url: `/api/sites/${id}/restore` });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ id, status: "inactive", archivedAt: null });
    expect((await call({ method: "GET", url: "/api/cameras" })).json()).toHaveLength(1);
    expect(
      (await call({ method: "PATCH", url: `/api/sites/${id}`, payload: { status: "active" } })).statusCode,
    ).toBe(200);
    const again = await call({ method: "POST", url: `/api/sites/${id}/restore` });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(MSG_RECORDS.siteNotArchived);
  });

  it("refuses while shifts are still to come, with their number, in the caller's language", async () => {
    const { call, post, site } = await setup();
    const id = await site("Centre commercial");
    const agentId = await post("/api/agents", {
      name: "Hugo Petit",
      badge: "H-1",
      phone: "06",
      email: "h@x.fr",
    });
    for (const offset of [2, 3]) {
      await post("/api/planning-advanced/shifts", {
        agent_id: agentId,
        site_id: id,
        shift_date: day(offset),
        start_time: "08:00",
        end_time: "16:00",
      });
    }
    expect((await call({ method: "GET", url: `/api/sites/${id}/impact` })).json()).toMatchObject({
      outcome: "blocked",
      shifts: 2,
      futureShifts: 2,
    });
    const before = (await ctx.database.db.select().from(sites).where(eq(sites.id, id)))[0];
    const refused = await call({ method: "DELETE", url: `/api/sites/${id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(
      "Gardes à venir sur ce site : 2. Supprimez-les ou déplacez-les sur un autre site avant de supprimer le site.",
    );
    const english = await call({
      method: "DELETE",
      url: `/api/sites/${id}`,
      headers: { "accept-language": "en" },
    });
    expect(english.json().detail).toBe(
      "Upcoming shifts on this site: 2. Delete them or move them to another site before deleting the site.",
    );
    expect((await ctx.database.db.select().from(sites).where(eq(sites.id, id)))[0]).toEqual(before);
  });
});

describe("deleting a camera", () => {
  it("erases it; the site's alarms keep their history", async () => {
    const { admin, call, post, site } = await setup();
    const id = await site("Parking");
    const cameraId = await post("/api/cameras", { siteId: id, name: "Entrée P1", location: "Rampe" });
    await ctx.database.db.insert(alarms).values({
      companyId: admin.company.id,
      siteId: id,
      title: "Mouvement détecté — Entrée P1",
      description: "Caméra Entrée P1",
      location: "Rampe",
    });
    expect((await call({ method: "DELETE", url: `/api/cameras/${cameraId}` })).statusCode).toBe(204);
    expect(await ctx.database.db.select().from(cameras).where(eq(cameras.id, cameraId))).toEqual([]);
    const kept = await ctx.database.db.select().from(alarms).where(eq(alarms.siteId, id));
    expect(kept.map((a) => a.title)).toEqual(["Mouvement détecté — Entrée P1"]);
    expect((await call({ method: "GET", url: `/api/cameras/${cameraId}` })).statusCode).toBe(404);
  });
});

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DEFAULT_SYSTEM_SETTINGS } from "@hts/domain";
import { eq } from "drizzle-orm";
import { unzipSync } from "fflate";
import { afterAll, describe, expect, it } from "vitest";
import { as, registerAndLogin, useTestApp } from "../../../test/helpers.ts";
import { alarms, auditLog } from "../../db/schema.ts";
import { member } from "../settings/settings-test-helpers.ts";

const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), "hts-backups-"));
const ctx = useTestApp({ backupDir });
afterAll(() => fs.rmSync(backupDir, { recursive: true, force: true }));

const DAY = 86_400_000;

describe("company backups", () => {
  it("exports every table of the company (no secrets) as a ZIP that admins list and download", async () => {
    const admin = await registerAndLogin(ctx.app, { companyName: "Sauvegarde SA" });
    const other = await registerAndLogin(ctx.app, { companyName: "Autre SA" });
    const call = as(ctx.app, admin.token);
    await call({
      method: "POST",
      url: "/api/sites",
      payload: { name: "Site sauvegardé", address: "1 rue", type: "public" },
    });
    await as(
      ctx.app,
      other.token,
    )({
      method: "POST",
      url: "/api/sites",
      payload: { name: "Site étranger", address: "2 rue", type: "public" },
    });
    const made = await call({ method: "POST", url: "/api/backups" });
    expect(made.statusCode).toBe(201);
    const list = await call({ method: "GET", url: "/api/backups" });
    expect(list.json()).toEqual([made.json()]);
    expect(made.json().size_bytes).toBeGreaterThan(500);
    const download = await call({ method: "GET", url: `/api/backups/${made.json().id}/download` });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/zip");
    const files = unzipSync(new Uint8Array(download.rawPayload));
    const json = (name: string) => JSON.parse(new TextDecoder().decode(files[name]));
    expect(json("manifest.json")).toMatchObject({
      format: "hts-company-backup",
      companyId: admin.company.id,
    });
    expect(json("sites.json").map((s: { name: string }) => s.name)).toEqual(["Site sauvegardé"]);
    expect(json("users.json")[0]).toMatchObject({ email: admin.user.email });
    expect(json("companies.json")).toEqual([
      expect.objectContaining({ id: admin.company.id, name: "Sauvegarde SA" }),
    ]);
    const text = new TextDecoder().decode(files["users.json"]);
    expect(text).not.toMatch(/scrypt|passwordHash/);
    expect(Object.keys(files)).not.toContain("sessions.json");

    expect(
      (await call({ method: "GET", url: "/api/backups/..%2F..%2Fetc%2Fpasswd/download" })).statusCode,
    ).toBe(404);
    // Another company cannot see or fetch it; non-admins get 403.
    expect((await as(ctx.app, other.token)({ method: "GET", url: "/api/backups" })).json()).toEqual([]);
    expect(
      (await as(ctx.app, other.token)({ method: "GET", url: `/api/backups/${made.json().id}/download` }))
        .statusCode,
    ).toBe(404);
    const manager = await member(ctx.app, admin.token, "manager");
    expect((await as(ctx.app, manager.token)({ method: "GET", url: "/api/backups" })).statusCode).toBe(403);
    expect((await as(ctx.app, manager.token)({ method: "POST", url: "/api/backups" })).statusCode).toBe(403);
  });

  it("the scheduler follows backupFrequency and drops backups past retentionPeriod", async () => {
    const admin = await registerAndLogin(ctx.app);
    await as(
      ctx.app,
      admin.token,
    )({
      method: "PUT",
      url: "/api/settings/system",
      payload: { ...DEFAULT_SYSTEM_SETTINGS, backupFrequency: "daily", retentionPeriod: 7 },
    });
    const t0 = new Date("2030-01-01T02:00:00Z");
    const mine = async () => (await as(ctx.app, admin.token)({ method: "GET", url: "/api/backups" })).json();
    await ctx.app.backupScheduler.runOnce(t0);
    expect(await mine()).toHaveLength(1);
    await ctx.app.backupScheduler.runOnce(new Date(t0.getTime() + 3600_000));
    expect(await mine()).toHaveLength(1);
    for (let d = 1; d <= 9; d++) await ctx.app.backupScheduler.runOnce(new Date(t0.getTime() + d * DAY));
    const kept = await mine();
    // Nine days later: the backups of the last 7 days (and today's) remain.
    expect(kept.length).toBe(8);
    expect(kept[0].id).toBe("hts-backup-20300110-020000.zip");
    const audits = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entity, "backup"));
    expect(audits.filter((a) => a.companyId === admin.company.id).length).toBe(10);
    // autoBackup off: nothing more.
    await as(
      ctx.app,
      admin.token,
    )({
      method: "PUT",
      url: "/api/settings/system",
      payload: { ...DEFAULT_SYSTEM_SETTINGS, autoBackup: false, retentionPeriod: 7 },
    });
    await ctx.app.backupScheduler.runOnce(new Date(t0.getTime() + 12 * DAY));
    expect((await mine())[0].id).toBe("hts-backup-20300110-020000.zip");
  });
});

describe("retention purge", () => {
  it("deletes resolved alarms and logs older than retentionPeriod, keeps active alarms, and audits itself", async () => {
    const admin = await registerAndLogin(ctx.app);
    await as(
      ctx.app,
      admin.token,
    )({
      method: "PUT",
      url: "/api/settings/system",
      payload: { ...DEFAULT_SYSTEM_SETTINGS, retentionPeriod: 30 },
    });
    const site = await as(
      ctx.app,
      admin.token,
    )({ method: "POST", url: "/api/sites", payload: { name: "S", address: "A", type: "public" } });
    const raise = async (title: string) =>
      (
        await as(
          ctx.app,
          admin.token,
        )({
          method: "POST",
          url: "/api/alarms",
          payload: {
            siteId: site.json().id,
            type: "technique",
            severity: "faible",
            title,
            description: "d",
            location: "l",
          },
        })
      ).json().id as string;
    const oldResolved = await raise("ancienne résolue");
    const oldActive = await raise("ancienne active");
    const recentResolved = await raise("récente résolue");
    const db = ctx.database.db;
    const long = new Date(Date.now() - 40 * DAY);
    await db
      .update(alarms)
      .set({ status: "resolved", resolvedAt: long, createdAt: long })
      .where(eq(alarms.id, oldResolved));
    await db.update(alarms).set({ createdAt: long }).where(eq(alarms.id, oldActive));
    await db
      .update(alarms)
      .set({ status: "resolved", resolvedAt: new Date() })
      .where(eq(alarms.id, recentResolved));
    await db.update(auditLog).set({ at: long }).where(eq(auditLog.action, "register"));
    const result = await ctx.app.retentionPurge.runOnce();
    expect(result[admin.company.id]).toMatchObject({ alarms: 1, auditLog: 1 });
    const left = (
      await db.select({ id: alarms.id }).from(alarms).where(eq(alarms.companyId, admin.company.id))
    ).map((a) => a.id);
    expect(left.sort()).toEqual([oldActive, recentResolved].sort());
    const journal = await as(ctx.app, admin.token)({ method: "GET", url: "/api/audit?entity=retention" });
    expect(journal.json()[0]).toMatchObject({ action: "purge", user_id: null, details: { alarms: 1 } });
  });
});

import { mkdir, mkdtemp, readdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { MSG_RECORDING } from "@hts/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { as, login, registerAndLogin, uniqueEmail, useTestApp } from "../../../../test/helpers.ts";
import { defaultConfig } from "../../../config.ts";
import { alarms } from "../../../db/schema.ts";
import { cameraDir, segmentName } from "./segment-store.ts";

// Space of the recordings (issue 30, decision 114): the disk's free space in the system status with
// one alarm per low-space episode, the company quota (oldest of all cameras first, evidence kept), each
// camera's retention edited by an admin, and who may see or change them.
const root = await mkdtemp(path.join(os.tmpdir(), "hts-storage-"));
const ctx = useTestApp({
  // The dashboard is cached a few seconds (decision 107): this file reads its status right after a change.
  caches: false,
  recording: { ...defaultConfig.recording, dir: root, checkMs: 3_600_000, silenceMs: 3_600_000 },
});
afterAll(async () => {
  await ctx.app?.recordingSupervisor.stop();
});

const MB = 1024 * 1024;
const DAY = 86_400_000;

async function setup() {
  const admin = await registerAndLogin(ctx.app);
  const call = as(ctx.app, admin.token);
  const siteId = (
    await call({ method: "POST", url: "/api/sites", payload: { name: "Entrepôt", address: "Lille" } })
  ).json().id as string;
  const add = async (name: string, recordingMode = "off") => {
    const id = (
      await call({ method: "POST", url: "/api/cameras", payload: { siteId, name, location: "Hall" } })
    ).json().id as string;
    await call({ method: "PATCH", url: `/api/cameras/${id}`, payload: { recordingMode } });
    return id;
  };
  const member = async (role: string) => {
    const email = uniqueEmail(role);
    await call({
      method: "POST",
      url: "/api/users",
      payload: { name: role, email, password: "motdepasse-solide", role },
    });
    return as(ctx.app, (await login(ctx.app, email, "motdepasse-solide")).token);
  };
  /** Writes 1 MiB segments that started `daysAgo` days ago; returns their names. */
  const segments = async (cameraId: string, daysAgo: number[]) => {
    const dir = cameraDir(root, admin.user.company_id, cameraId);
    await mkdir(dir, { recursive: true });
    const now = Date.now();
    const names = daysAgo.map((ago) => segmentName(now - ago * DAY, now - ago * DAY + 10_000, false));
    for (const name of names) await writeFile(path.join(dir, name), Buffer.alloc(MB));
    return names;
  };
  const files = async (cameraId: string) =>
    (await readdir(cameraDir(root, admin.user.company_id, cameraId))).sort();
  return { admin, call, siteId, add, member, segments, files };
}

const diskAlarms = (companyId: string) =>
  ctx.database.db
    .select()
    .from(alarms)
    .where(and(eq(alarms.companyId, companyId), eq(alarms.title, MSG_RECORDING.diskLowTitle)));

describe("recording disk space", () => {
  it("shows the free space in the system status and raises one alarm per low-space episode", async () => {
    const { admin, call, add } = await setup();
    const quiet = await registerAndLogin(ctx.app);
    await add("Quai", "continuous");
    const space = ctx.app.recordingSpace;
    try {
      const status = async () =>
        (await call({ method: "GET", url: "/api/dashboard" }))
          .json()
          .systemStatus.find((c: { key: string }) => c.key === "recording");
      // Above the threshold: healthy, with the disk's real figures.
      const healthy = await status();
      expect(healthy).toMatchObject({ status: "Actif", name: "Disque des enregistrements" });
      expect(healthy.details.freeBytes).toBeGreaterThan(0);
      expect(healthy.details.totalBytes).toBeGreaterThanOrEqual(healthy.details.freeBytes);

      // A threshold above the disk's size: low, every cycle, but one alarm.
      space.minFreeBytes = Number.MAX_SAFE_INTEGER;
      await ctx.app.recordingSupervisor.runOnce();
      await ctx.app.recordingSupervisor.runOnce();
      await ctx.app.recordingSupervisor.runOnce();
      const raised = await diskAlarms(admin.user.company_id);
      expect(raised).toHaveLength(1);
      expect(raised[0]).toMatchObject({ type: "technique", severity: "important", status: "active" });
      expect(raised[0]?.description).toMatch(/^Disque des enregistrements : [\d,]+ Go libres sur [\d,]+ Go/);
      expect((await status()).status).toBe("Dégradé");
      // A company with no camera recording is not told.
      expect(await diskAlarms(quiet.user.company_id)).toHaveLength(0);

      // Resolved while the disk is still low: not raised again in the same episode.
      await ctx.database.db
        .update(alarms)
        .set({ status: "resolved", resolvedAt: new Date() })
        .where(eq(alarms.id, raised[0]?.id ?? ""));
      await ctx.app.recordingSupervisor.runOnce();
      expect(await diskAlarms(admin.user.company_id)).toHaveLength(1);

      // Space came back, then fell again: a new episode, a new alarm.
      space.minFreeBytes = 0;
      await ctx.app.recordingSupervisor.runOnce();
      expect((await status()).status).toBe("Actif");
      space.minFreeBytes = Number.MAX_SAFE_INTEGER;
      await ctx.app.recordingSupervisor.runOnce();
      expect(await diskAlarms(admin.user.company_id)).toHaveLength(2);
    } finally {
      space.minFreeBytes = 0;
      await ctx.database.db.update(alarms).set({ status: "resolved", resolvedAt: new Date() });
    }
  });
});

describe("recording quota and retention", () => {
  it("holds the company quota across cameras, oldest first, and never removes evidence", async () => {
    const { admin, call, add, segments, files } = await setup();
    const a = await add("Quai");
    const b = await add("Parking");
    const aNames = await segments(a, [5, 3, 1]);
    const bNames = await segments(b, [4, 2]);
    const evidenceDir = path.join(root, "evidence", admin.user.company_id);
    await mkdir(evidenceDir, { recursive: true });
    await writeFile(path.join(evidenceDir, "clip.mp4"), Buffer.alloc(4 * MB));

    const before = (await call({ method: "GET", url: "/api/recording-storage" })).json();
    expect(before).toMatchObject({ quotaMb: null, usedBytes: 5 * MB, defaultRetentionDays: 7 });
    expect(before.freeBytes).toBeGreaterThan(0);
    const camera = (id: string) =>
      before.cameras.find((c: { id: string }) => c.id === id) as Record<string, unknown>;
    expect(camera(a)).toMatchObject({ name: "Quai", usedBytes: 3 * MB, retentionDays: null, quotaMb: null });
    expect(camera(b)).toMatchObject({ name: "Parking", usedBytes: 2 * MB });

    const saved = await call({ method: "PUT", url: "/api/recording-storage", payload: { quotaMb: 2 } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().quotaMb).toBe(2);
    await ctx.app.recordingSupervisor.retentionOnce();
    // 5 MiB for 2 allowed: the three oldest of both cameras go (5 and 3 days of A, 4 of B).
    expect(await files(a)).toEqual([aNames[2]]);
    expect(await files(b)).toEqual([bNames[1]]);
    expect(await readdir(evidenceDir)).toEqual(["clip.mp4"]);
    expect((await call({ method: "GET", url: "/api/recording-storage" })).json().usedBytes).toBe(2 * MB);

    // No quota: nothing more goes.
    await call({ method: "PUT", url: "/api/recording-storage", payload: { quotaMb: null } });
    await ctx.app.recordingSupervisor.retentionOnce();
    expect(await files(a)).toEqual([aNames[2]]);
  });

  it("applies a camera's retention set by an admin", async () => {
    const { call, add, segments, files } = await setup();
    const id = await add("Quai");
    const names = await segments(id, [6, 3, 1]);
    const saved = await call({
      method: "PUT",
      url: `/api/recording-storage/cameras/${id}`,
      payload: { retentionDays: 2, quotaMb: null },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().cameras.find((c: { id: string }) => c.id === id)).toMatchObject({ retentionDays: 2 });
    await ctx.app.recordingSupervisor.retentionOnce();
    expect(await files(id)).toEqual([names[2]]);
  });

  it("lets managers read, only admins change, and nobody reach another company", async () => {
    const { call, add, member } = await setup();
    const id = await add("Quai");
    const manager = await member("manager");
    expect((await manager({ method: "GET", url: "/api/recording-storage" })).statusCode).toBe(200);
    expect(
      (await manager({ method: "PUT", url: "/api/recording-storage", payload: { quotaMb: 10 } })).statusCode,
    ).toBe(403);
    expect(
      (
        await manager({
          method: "PUT",
          url: `/api/recording-storage/cameras/${id}`,
          payload: { retentionDays: 1, quotaMb: null },
        })
      ).statusCode,
    ).toBe(403);
    for (const role of ["operator", "planner", "agent"]) {
      const user = await member(role);
      expect((await user({ method: "GET", url: "/api/recording-storage" })).statusCode).toBe(403);
    }
    const other = as(ctx.app, (await registerAndLogin(ctx.app)).token);
    const foreign = await other({
      method: "PUT",
      url: `/api/recording-storage/cameras/${id}`,
      payload: { retentionDays: 1, quotaMb: null },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await other({ method: "GET", url: "/api/recording-storage" })).json().cameras).toEqual([]);
    // Bad input: refused in words, not a 500.
    const bad = await call({ method: "PUT", url: "/api/recording-storage", payload: { quotaMb: -5 } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0], bad.body).toMatchObject({ loc: ["body", "quotaMb"] });
    expect(bad.json().detail[0].msg, bad.body).toMatch(/[a-zé]/);
    const zero = await call({
      method: "PUT",
      url: `/api/recording-storage/cameras/${id}`,
      payload: { retentionDays: 0, quotaMb: null },
    });
    expect(zero.statusCode).toBe(422);
    expect(zero.json().detail[0]).toMatchObject({ loc: ["body", "retentionDays"] });
  });
});

import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readdir, writeFile } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { MSG_RECORDING } from "@hts/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, login, registerAndLogin, uniqueEmail, useTestApp } from "../../../../test/helpers.ts";
import { defaultConfig } from "../../../config.ts";
import { alarms, auditLog, cameras } from "../../../db/schema.ts";
import { type RunningSimulator, startCameraSimulator } from "../simulator/camera-simulator.ts";
import { cameraDir, segmentName } from "./segment-store.ts";

// Recording against a simulated RTSP camera (real ffmpeg, real RTSP, issue 30): segments written
// without re-encoding, listed and played back, retention and quota, a stalled camera reported, rights.
const root = await mkdtemp(path.join(os.tmpdir(), "hts-recordings-"));
const ctx = useTestApp({
  cameraAllowedNetworks: ["127.0.0.1/32"],
  recording: {
    ...defaultConfig.recording,
    dir: root,
    segmentSeconds: 1,
    silenceMs: 2_500,
    retryBaseMs: 200,
    retryMaxMs: 1_000,
    checkMs: 3_600_000,
  },
});

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === "object" && address ? address.port : 0;
}

let simulator: RunningSimulator;
beforeAll(async () => {
  simulator = await startCameraSimulator({ port: await freePort(), streams: 1, size: "320x180" });
}, 60_000);
afterAll(async () => {
  await ctx.app?.recordingSupervisor.stop();
  await simulator?.stop();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function setup() {
  const admin = await registerAndLogin(ctx.app);
  const call = as(ctx.app, admin.token);
  const siteId = (
    await call({ method: "POST", url: "/api/sites", payload: { name: "Site", address: "Paris" } })
  ).json().id as string;
  const add = async (rtspUrl: string | undefined, recordingMode = "continuous") => {
    const id = (
      await call({
        method: "POST",
        url: "/api/cameras",
        payload: { siteId, name: "Quai", location: "Hall", rtspUrl },
      })
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
    return login(ctx.app, email, "motdepasse-solide");
  };
  return { admin, call, siteId, add, member };
}

/** Runs the supervisor until `check` holds (it is what the leader does every few seconds). */
async function superviseUntil(check: () => Promise<boolean>, ms = 20_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    await ctx.app.recordingSupervisor.runOnce();
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await sleep(300);
  }
}

const probeFrames = (file: string) =>
  new Promise<number>((resolve, reject) =>
    execFile(
      "ffprobe",
      [
        "-v",
        "error",
        "-count_frames",
        "-select_streams",
        "v:0",
        "-show_entries",
        "stream=nb_read_frames,codec_name",
        "-of",
        "json",
        file,
      ],
      (error, stdout) => {
        if (error) reject(error);
        else resolve(Number(JSON.parse(stdout).streams[0].nb_read_frames));
      },
    ),
  );

describe("recording", () => {
  it("records a camera continuously into segments that play back, shown in the cameras list", async () => {
    const { call, add } = await setup();
    const id = await add(simulator.urls[0]);
    const listed = async () =>
      (await call({ method: "GET", url: `/api/cameras/${id}/recordings` })).json() as {
        url: string;
        bytes: number;
      }[];
    expect(await superviseUntil(async () => (await listed()).length >= 2)).toBe(true);
    const segments = await listed();
    const video = await call({ method: "GET", url: segments[0]?.url ?? "" });
    expect(video.statusCode).toBe(200);
    expect(video.headers["content-type"]).toBe("video/mp4");
    const copy = path.join(root, "played.mp4");
    await writeFile(copy, video.rawPayload);
    // Decodable frames: a real, playable H.264 segment (copied, not re-encoded).
    expect(await probeFrames(copy)).toBeGreaterThan(5);

    const camera = (await call({ method: "GET", url: `/api/cameras/${id}` })).json();
    expect(camera).toMatchObject({
      recording: true,
      recordingMode: "continuous",
      recordingState: "recording",
    });
    expect(Date.now() - Date.parse(camera.lastSegmentAt)).toBeLessThan(30_000);
    // Every opening of the recordings is in the journal.
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, "playback")));
    expect(audits.length).toBeGreaterThan(0);

    // 'Arrêter l'enregistrement' (the spec's REC control) stops ffmpeg and the state follows.
    await call({ method: "PATCH", url: `/api/cameras/${id}`, payload: { recording: false } });
    await ctx.app.recordingSupervisor.runOnce();
    expect((await call({ method: "GET", url: `/api/cameras/${id}` })).json()).toMatchObject({
      recording: false,
      recordingMode: "off",
      recordingState: "off",
    });
  }, 60_000);

  it("'Enregistrer maintenant' records a camera whose mode is off", async () => {
    const { call, add } = await setup();
    const id = await add(simulator.urls[0], "off");
    const now = await call({
      method: "POST",
      url: `/api/cameras/${id}/recording/now`,
      payload: { minutes: 2 },
    });
    expect(now.statusCode).toBe(200);
    expect(now.json().recordUntil).not.toBeNull();
    expect(
      await superviseUntil(
        async () =>
          ((await call({ method: "GET", url: `/api/cameras/${id}/recordings` })).json() as unknown[]).length >
          0,
      ),
    ).toBe(true);
    await call({ method: "PATCH", url: `/api/cameras/${id}`, payload: { recordingMode: "off" } });
    await ctx.app.recordingSupervisor.runOnce();
  }, 60_000);

  it("on events: buffers, then keeps the pre-event segments once an alarm of the site is raised", async () => {
    const { call, add, admin, siteId } = await setup();
    const id = await add(simulator.urls[0], "events");
    const dir = cameraDir(root, admin.user.company_id, id);
    const files = async () => readdir(dir).catch(() => [] as string[]);
    expect(await superviseUntil(async () => (await files()).some((f) => f.endsWith(".buf.mp4")))).toBe(true);
    expect((await call({ method: "GET", url: `/api/cameras/${id}` })).json().recordingState).toBe(
      "buffering",
    );
    // Nothing buffered is offered for playback.
    expect((await call({ method: "GET", url: `/api/cameras/${id}/recordings` })).json()).toEqual([]);
    const alarm = await call({
      method: "POST",
      url: "/api/alarms",
      payload: { siteId, type: "intrusion", title: "Intrusion", description: "Porte", location: "Quai" },
    });
    expect(alarm.statusCode, alarm.body).toBe(201);
    const raisedAt = Date.now();
    await ctx.app.recordingSupervisor.runOnce();
    const kept = (await call({ method: "GET", url: `/api/cameras/${id}/recordings` })).json() as {
      startedAt: string;
    }[];
    // The buffer became recording: segments from before the alarm are kept.
    expect(kept.some((k) => Date.parse(k.startedAt) < raisedAt)).toBe(true);
    expect((await call({ method: "GET", url: `/api/cameras/${id}` })).json().recordingState).toBe(
      "recording",
    );
    await call({ method: "PATCH", url: `/api/cameras/${id}`, payload: { recordingMode: "off" } });
    await ctx.app.recordingSupervisor.runOnce();
  }, 60_000);

  it("reports a recording camera that writes nothing, with one alarm", async () => {
    const { call, add, admin } = await setup();
    // Nothing listens on that port: ffmpeg fails, is restarted with backoff, and no segment comes.
    const id = await add(`rtsp://127.0.0.1:${await freePort()}/gone`);
    expect(
      await superviseUntil(
        async () =>
          (await call({ method: "GET", url: `/api/cameras/${id}` })).json().recordingState === "stalled",
      ),
    ).toBe(true);
    await ctx.app.recordingSupervisor.runOnce();
    const raised = await ctx.database.db
      .select()
      .from(alarms)
      .where(and(eq(alarms.companyId, admin.user.company_id), eq(alarms.type, "technique")));
    expect(raised).toHaveLength(1);
    expect(raised[0]?.title).toBe(MSG_RECORDING.stalledTitle.replace("{camera}", "Quai"));
    await call({ method: "PATCH", url: `/api/cameras/${id}`, payload: { recordingMode: "off" } });
    await ctx.app.recordingSupervisor.runOnce();
  }, 60_000);

  it("retention removes the oldest segments first, and the quota holds", async () => {
    const { call, add, admin } = await setup();
    const id = await add(undefined, "off");
    const dir = cameraDir(root, admin.user.company_id, id);
    await mkdir(dir, { recursive: true });
    const day = 86_400_000;
    const now = Date.now();
    const starts = [30 * day, 3 * day, 2 * day, 1 * day].map((ago) => now - ago);
    for (const start of starts)
      await writeFile(path.join(dir, segmentName(start, start + 10_000, false)), Buffer.alloc(1024 * 1024));
    await call({ method: "PATCH", url: `/api/cameras/${id}`, payload: { recordingMode: "off" } });
    // Default retention (7 days): only the 30-day-old one goes.
    await ctx.app.recordingSupervisor.retentionOnce(now);
    expect((await readdir(dir)).sort()).toEqual(
      starts.slice(1).map((s) => segmentName(s, s + 10_000, false)),
    );
    // A 2 MiB quota: the oldest go until two remain.
    await ctx.database.db.update(cameras).set({ recordingQuotaMb: 2 }).where(eq(cameras.id, id));
    await ctx.app.recordingSupervisor.retentionOnce(now);
    expect((await readdir(dir)).sort()).toEqual(
      starts.slice(2).map((s) => segmentName(s, s + 10_000, false)),
    );
  });

  it("lets only those who may see the camera play it back", async () => {
    const { call, add, member, admin } = await setup();
    const id = await add(undefined, "off");
    const dir = cameraDir(root, admin.user.company_id, id);
    await mkdir(dir, { recursive: true });
    const start = Date.now() - 60_000;
    const file = segmentName(start, start + 10_000, false);
    await writeFile(path.join(dir, file), Buffer.from("mp4"));
    expect((await call({ method: "GET", url: `/api/cameras/${id}/recordings` })).json()).toHaveLength(1);
    const operator = await member("operator");
    expect(
      (await as(ctx.app, operator.token)({ method: "GET", url: `/api/cameras/${id}/recordings/${file}` }))
        .statusCode,
    ).toBe(200);
    for (const role of ["agent", "planner"]) {
      const user = await member(role);
      const refused = await as(ctx.app, user.token)({ method: "GET", url: `/api/cameras/${id}/recordings` });
      expect(refused.statusCode).toBe(403);
    }
    const other = as(ctx.app, (await registerAndLogin(ctx.app)).token);
    expect((await other({ method: "GET", url: `/api/cameras/${id}/recordings` })).statusCode).toBe(404);
    expect((await other({ method: "GET", url: `/api/cameras/${id}/recordings/${file}` })).statusCode).toBe(
      404,
    );
    // No path from a request reaches the disk.
    expect(
      (await call({ method: "GET", url: `/api/cameras/${id}/recordings/..%2F..%2Fx.mp4` })).statusCode,
    ).toBe(404);
    // Only a kept segment is served: not the pre-event buffer, not a part ffmpeg is writing.
    const buffered = segmentName(start + 10_000, start + 20_000, true);
    await writeFile(path.join(dir, buffered), Buffer.from("mp4"));
    await writeFile(path.join(dir, "part-1-0.mp4"), Buffer.from("mp4"));
    for (const name of [buffered, "part-1-0.mp4", segmentName(start + 20_000, start + 30_000, false)])
      expect((await call({ method: "GET", url: `/api/cameras/${id}/recordings/${name}` })).statusCode).toBe(
        404,
      );
    const served = await call({ method: "GET", url: `/api/cameras/${id}/recordings/${file}` });
    expect(served.headers["content-length"]).toBe("3");
    expect(served.body).toBe("mp4");
  });
});

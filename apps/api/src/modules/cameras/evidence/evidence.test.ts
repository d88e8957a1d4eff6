import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtemp, readdir, stat, writeFile } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { ZEvidenceManifest } from "@hts/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, login, registerAndLogin, uniqueEmail, useTestApp } from "../../../../test/helpers.ts";
import { defaultConfig } from "../../../config.ts";
import { cameraDir } from "../recording/segment-store.ts";
import { type RunningSimulator, startCameraSimulator } from "../simulator/camera-simulator.ts";
import { verifyManifest } from "./evidence-key.ts";

// Evidence export (issue 30): a clip cut from real recorded segments, its manifest signed with the
// server's Ed25519 key, verifiable with the published public key, and refused when one byte changes.
const root = await mkdtemp(path.join(os.tmpdir(), "hts-evidence-"));
const ctx = useTestApp({
  cameraAllowedNetworks: ["127.0.0.1/32"],
  recording: { ...defaultConfig.recording, dir: root, segmentSeconds: 1, checkMs: 3_600_000 },
});

let simulator: RunningSimulator;
beforeAll(async () => {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  const port = typeof address === "object" && address ? address.port : 0;
  simulator = await startCameraSimulator({ port, streams: 1, size: "320x180" });
}, 60_000);
afterAll(async () => {
  await ctx.app?.recordingSupervisor.stop();
  await simulator?.stop();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const durationOf = (file: string) =>
  new Promise<number>((resolve, reject) =>
    execFile(
      "ffprobe",
      ["-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", file],
      (e, out) => (e ? reject(e) : resolve(Number(out.trim()))),
    ),
  );

describe("evidence export", () => {
  it("exports a signed clip attached to a report; the signature fails when one byte changes", async () => {
    const admin = await registerAndLogin(ctx.app);
    const call = as(ctx.app, admin.token);
    const siteId = (
      await call({ method: "POST", url: "/api/sites", payload: { name: "Dépôt", address: "Lyon" } })
    ).json().id as string;
    const id = (
      await call({
        method: "POST",
        url: "/api/cameras",
        payload: { siteId, name: "Quai", location: "Hall", rtspUrl: simulator.urls[0], recording: true },
      })
    ).json().id as string;
    // Record about five seconds.
    const dir = cameraDir(root, admin.user.company_id, id);
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      await ctx.app.recordingSupervisor.runOnce();
      const files = (await readdir(dir).catch(() => [] as string[])).filter((f) =>
        /^\d{13}-\d{13}\.mp4$/.test(f),
      );
      if (files.length >= 5) break;
      await sleep(500);
    }
    const segments = (await call({ method: "GET", url: `/api/cameras/${id}/recordings` })).json() as {
      startedAt: string;
      endedAt: string;
    }[];
    expect(segments.length).toBeGreaterThanOrEqual(4);
    const report = await call({
      method: "POST",
      url: "/api/security-reports",
      payload: {
        siteId,
        periodStart: "2026-03-01",
        periodEnd: "2026-03-07",
        incidents: [{ type: "intrusion", description: "Porte forcée", measuresTaken: "" }],
        interventions: [],
      },
    });
    expect(report.statusCode, report.body).toBe(201);
    const reportId = report.json().id as string;
    const from = new Date(Date.parse(segments[1]?.startedAt ?? "")).toISOString();
    const to = new Date(Date.parse(segments[3]?.endedAt ?? "")).toISOString();
    const exported = await call({
      method: "POST",
      url: `/api/cameras/${id}/evidence`,
      payload: { from, to, securityReportId: reportId },
    });
    expect(exported.statusCode, exported.body).toBe(201);
    const clip = exported.json();

    // The manifest says what, where, when (UTC and local), who, and the file's hash.
    const manifest = ZEvidenceManifest.parse(JSON.parse(clip.manifest));
    expect(manifest).toMatchObject({
      camera: { id, name: "Quai" },
      site: { id: siteId, name: "Dépôt" },
      fromUtc: from,
      toUtc: to,
      exportedBy: { id: admin.user.id },
      timeZone: "Europe/Paris",
    });
    expect(manifest.fromLocal).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    // The file downloaded is the one hashed, lasts about the span asked, and the signature holds.
    const file = await call({ method: "GET", url: clip.fileUrl });
    expect(file.statusCode).toBe(200);
    const bytes = file.rawPayload;
    expect(createHash("sha256").update(bytes).digest("hex")).toBe(manifest.sha256);
    const local = path.join(root, "downloaded.mp4");
    await writeFile(local, bytes);
    const seconds = await durationOf(local);
    expect(seconds).toBeGreaterThan(1);
    expect(seconds).toBeLessThan((Date.parse(to) - Date.parse(from)) / 1000 + 2);
    const { publicKeyPem } = (
      await ctx.app.inject({ method: "GET", url: "/api/evidence/public-key" })
    ).json();
    expect(verifyManifest({ publicKeyPem, manifest: clip.manifest, signature: clip.signature })).toBe(true);

    // One byte changed in the clip: its hash no longer matches the signed one.
    const altered = Buffer.from(bytes);
    const middle = Math.floor(altered.length / 2);
    altered[middle] = (altered[middle] ?? 0) ^ 0xff;
    expect(createHash("sha256").update(altered).digest("hex")).not.toBe(manifest.sha256);
    // One byte changed in the manifest: the signature fails.
    const forged = clip.manifest.replace('"version":1', '"version":2');
    expect(forged).not.toBe(clip.manifest);
    expect(verifyManifest({ publicKeyPem, manifest: forged, signature: clip.signature })).toBe(false);

    // The report shows it; retention of the camera's segments leaves the clip alone.
    const attached = (
      await call({ method: "GET", url: `/api/security-reports/${reportId}/evidence` })
    ).json();
    expect(attached.map((c: { id: string }) => c.id)).toEqual([clip.id]);
    await call({ method: "PATCH", url: `/api/cameras/${id}`, payload: { recording: false } });
    await ctx.app.recordingSupervisor.runOnce();
    await ctx.app.recordingSupervisor.retentionOnce(Date.now() + 365 * 86_400_000);
    expect((await readdir(dir)).filter((f) => f.endsWith(".mp4"))).toEqual([]);
    expect((await stat(path.join(root, "evidence", admin.user.company_id, `${clip.id}.mp4`))).size).toBe(
      manifest.bytes,
    );

    // Rights: an agent cannot export; another company sees nothing.
    const email = uniqueEmail("agent");
    await call({
      method: "POST",
      url: "/api/users",
      payload: { name: "A", email, password: "motdepasse-solide", role: "agent" },
    });
    const agent = as(ctx.app, (await login(ctx.app, email, "motdepasse-solide")).token);
    expect(
      (await agent({ method: "POST", url: `/api/cameras/${id}/evidence`, payload: { from, to } })).statusCode,
    ).toBe(403);
    const other = as(ctx.app, (await registerAndLogin(ctx.app)).token);
    expect((await other({ method: "GET", url: `/api/evidence/${clip.id}` })).statusCode).toBe(404);
    expect((await other({ method: "GET", url: clip.fileUrl })).statusCode).toBe(404);
    expect(
      (await other({ method: "POST", url: `/api/cameras/${id}/evidence`, payload: { from, to } })).statusCode,
    ).toBe(404);
    // A span that is not one is refused in words.
    expect(
      (await call({ method: "POST", url: `/api/cameras/${id}/evidence`, payload: { from: to, to: from } }))
        .statusCode,
    ).toBe(422);
  }, 90_000);
});

import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { rm, stat } from "node:fs/promises";
import path from "node:path";
import { MSG_RECORDING, type TEvidenceClip, type TEvidenceExport, type TEvidenceManifest } from "@hts/domain";
import { desc, eq } from "drizzle-orm";
import { evidenceClips, securityReports, sites } from "../../../db/schema.ts";
import { audit } from "../../../lib/audit.ts";
import type { AuthContext } from "../../../lib/auth-context.ts";
import { conflict, validation } from "../../../lib/errors.ts";
import { requireOnRecord } from "../../../lib/record-access.ts";
import { inTransaction } from "../../../lib/tenancy.ts";
import { cameraFor } from "../cameras.service.ts";
import { cameraDir, listSegments } from "../recording/segment-store.ts";
import { cutClip, sha256File } from "./clip-cut.ts";
import { evidenceKey, signManifest } from "./evidence-key.ts";

const MAX_CLIP_MS = 3600_000;

type Row = typeof evidenceClips.$inferSelect;

const toApi = (row: Row): TEvidenceClip => ({
  id: row.id,
  cameraId: row.cameraId,
  cameraName: row.cameraName,
  siteId: row.siteId,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  bytes: row.bytes,
  sha256: row.sha256,
  manifest: row.manifest,
  signature: row.signature,
  createdByName: row.createdByName,
  securityReportId: row.securityReportId,
  createdAt: row.createdAt.toISOString(),
  fileUrl: `/api/evidence/${row.id}/file`,
});

/** Evidence clips live apart from the segments: retention and quotas never reach this folder. */
export const evidencePath = (root: string, companyId: string, id: string) =>
  path.join(root, "evidence", companyId, `${id}.mp4`);

/** "2026-11-29 02:13:00" in the company's time zone. */
const localTime = (at: number, timeZone: string) =>
  new Intl.DateTimeFormat("sv-SE", { timeZone, dateStyle: "short", timeStyle: "medium" }).format(at);

async function requireDraftReport(auth: AuthContext, reportId: string) {
  const report = await auth.tenant.findById(securityReports, reportId);
  await requireOnRecord({
    auth,
    kind: "security-report",
    action: "update",
    record: { ownerUserIds: [report.createdById], siteId: report.siteId },
  });
}

/**
 * Exports [from, to] of a camera's recording as one MP4 with a signed manifest (issue 30): whoever may
 * change the camera (manager, operator) exports; attaching to a report needs the right to edit it.
 */
export async function exportEvidence({
  auth,
  cameraId,
  input,
  root,
  ffmpegPath,
}: {
  auth: AuthContext;
  cameraId: string;
  input: TEvidenceExport;
  root: string;
  ffmpegPath: string;
}): Promise<TEvidenceClip> {
  const camera = await cameraFor(auth, cameraId, "update");
  const from = Date.parse(input.from);
  const to = Date.parse(input.to);
  if (!(to > from) || to - from > MAX_CLIP_MS)
    throw validation([{ loc: ["body", "to"], msg: MSG_RECORDING.evidenceSpan, type: "span" }]);
  if (input.securityReportId) await requireDraftReport(auth, input.securityReportId);
  const dir = cameraDir(root, auth.companyId, cameraId);
  const segments = (await listSegments(dir)).filter((s) => !s.buffered && s.end > from && s.start < to);
  if (segments.length === 0) throw conflict(MSG_RECORDING.evidenceNothing);

  const id = randomUUID();
  const out = evidencePath(root, auth.companyId, id);
  if (!(await cutClip({ ffmpegPath, dir, segments, from, to, out }))) {
    await rm(out, { force: true });
    throw conflict(MSG_RECORDING.evidenceFailed);
  }
  const [site] = await auth.tenant.db
    .select({ name: sites.name })
    .from(sites)
    .where(eq(sites.id, camera.siteId));
  // Local times in the exporting operator's time zone (their preference, Europe/Paris by default).
  const timeZone = auth.user.timezone;
  const { size: bytes } = await stat(out);
  const manifest: TEvidenceManifest = {
    version: 1,
    clipId: id,
    camera: { id: camera.id, name: camera.name },
    site: { id: camera.siteId, name: site?.name ?? "" },
    fromUtc: new Date(from).toISOString(),
    toUtc: new Date(to).toISOString(),
    timeZone,
    fromLocal: localTime(from, timeZone),
    toLocal: localTime(to, timeZone),
    exportedBy: { id: auth.user.id, name: auth.user.name },
    exportedAt: new Date().toISOString(),
    sha256: await sha256File(out),
    bytes,
  };
  const manifestText = JSON.stringify(manifest);
  const signature = signManifest(evidenceKey(root), manifestText);
  const row = await inTransaction(auth.tenant, async (t) => {
    const created = await t.insert(evidenceClips, {
      id,
      cameraId: camera.id,
      siteId: camera.siteId,
      cameraName: camera.name,
      startsAt: new Date(from),
      endsAt: new Date(to),
      bytes: manifest.bytes,
      sha256: manifest.sha256,
      manifest: manifestText,
      signature,
      createdById: auth.user.id,
      createdByName: auth.user.name,
      securityReportId: input.securityReportId ?? null,
    });
    await audit(t.db, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "export",
      entity: "evidence-clip",
      entityId: id,
      details: { cameraId, from: manifest.fromUtc, to: manifest.toUtc, sha256: manifest.sha256 },
    });
    return created;
  });
  return toApi(row);
}

/**
 * A clip the caller may read: those who may see its camera's site (camera rights), or read the
 * report it is attached to (an agent of the site sees the evidence, not the camera).
 */
async function readableClip(auth: AuthContext, id: string): Promise<Row> {
  const row = await auth.tenant.findById(evidenceClips, id);
  if (row.securityReportId) {
    const [report] = await auth.tenant.db
      .select({ siteId: securityReports.siteId, createdById: securityReports.createdById })
      .from(securityReports)
      .where(auth.tenant.scope(securityReports, eq(securityReports.id, row.securityReportId)));
    if (report) {
      const allowed = await requireOnRecord({
        auth,
        kind: "security-report",
        action: "read",
        record: { ownerUserIds: [report.createdById], siteId: report.siteId },
      }).then(
        () => true,
        () => false,
      );
      if (allowed) return row;
    }
  }
  await requireOnRecord({
    auth,
    kind: "camera",
    action: "read",
    record: { ownerUserIds: [], siteId: row.siteId },
  });
  return row;
}

export async function getEvidence({ auth, id }: { auth: AuthContext; id: string }) {
  return toApi(await readableClip(auth, id));
}

/** The clip's MP4; every download is audited (who took a copy of the evidence). */
export async function evidenceFile({ auth, id, root }: { auth: AuthContext; id: string; root: string }) {
  const row = await readableClip(auth, id);
  await inTransaction(auth.tenant, (t) =>
    audit(t.db, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "download",
      entity: "evidence-clip",
      entityId: id,
    }),
  );
  return { stream: createReadStream(evidencePath(root, row.companyId, row.id)), bytes: row.bytes };
}

/** Clips attached to a security report. */
export async function reportEvidence({ auth, reportId }: { auth: AuthContext; reportId: string }) {
  const report = await auth.tenant.findById(securityReports, reportId);
  await requireOnRecord({
    auth,
    kind: "security-report",
    action: "read",
    record: { ownerUserIds: [report.createdById], siteId: report.siteId },
  });
  const rows = await auth.tenant.db
    .select()
    .from(evidenceClips)
    .where(auth.tenant.scope(evidenceClips, eq(evidenceClips.securityReportId, report.id)))
    .orderBy(desc(evidenceClips.createdAt));
  return rows.map(toApi);
}

import {
  MSG_CAMERAS,
  MSG_DOC_FILES,
  mayOnRecord,
  renderServerText,
  type TCameraSnapshot,
  type TLang,
  type TSnapshotAttach,
  type TStreamFailure,
} from "@hts/domain";
import { desc, eq } from "drizzle-orm";
import { alarms, cameraSnapshots, cameras, securityReports } from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { conflict, notFound, validation } from "../../lib/errors.ts";
import { callerAccess, requireOnRecord } from "../../lib/record-access.ts";
import { tenantDb } from "../../lib/tenancy.ts";
import type { CheckedSource } from "./video/camera-source.ts";
import type { CameraVideo } from "./video/camera-video.ts";
import { grabSnapshot, jpegSize } from "./video/snapshot-grab.ts";

type Row = typeof cameraSnapshots.$inferSelect;

const meta = {
  id: cameraSnapshots.id,
  companyId: cameraSnapshots.companyId,
  cameraId: cameraSnapshots.cameraId,
  cameraName: cameraSnapshots.cameraName,
  siteId: cameraSnapshots.siteId,
  createdAt: cameraSnapshots.createdAt,
  takenByName: cameraSnapshots.takenByName,
  bytes: cameraSnapshots.bytes,
  width: cameraSnapshots.width,
  height: cameraSnapshots.height,
  alarmId: cameraSnapshots.alarmId,
  securityReportId: cameraSnapshots.securityReportId,
  incidentIndex: cameraSnapshots.incidentIndex,
};
type Meta = Omit<Row, "image" | "takenById">;

const toApi = (row: Meta): TCameraSnapshot => ({
  id: row.id,
  cameraId: row.cameraId ?? "",
  cameraName: row.cameraName,
  siteId: row.siteId,
  takenAt: row.createdAt.toISOString(),
  takenByName: row.takenByName,
  bytes: row.bytes,
  width: row.width,
  height: row.height,
  alarmId: row.alarmId,
  securityReportId: row.securityReportId,
  incidentIndex: row.incidentIndex,
  imageUrl: `/api/camera-snapshots/${row.id}/image`,
});

const FAILURE_TEXT: Partial<Record<TStreamFailure, string>> = {
  "no-engine": MSG_CAMERAS.engineMissing,
  "no-url": MSG_CAMERAS.noStreamUrl,
};

async function readableCamera(auth: AuthContext, cameraId: string) {
  const camera = await auth.tenant.findById(cameras, cameraId);
  await requireOnRecord({
    auth,
    kind: "camera",
    action: "read",
    record: { ownerUserIds: [], siteId: camera.siteId },
  });
  return camera;
}

/** 'Capture d'écran': one real frame from the stream, stored and returned (image at `imageUrl`). */
export async function takeSnapshot({
  auth,
  cameraId,
  video,
}: {
  auth: AuthContext;
  cameraId: string;
  video: CameraVideo;
}): Promise<TCameraSnapshot> {
  const camera = await readableCamera(auth, cameraId);
  const gop = video.hub.cachedGop(camera.id);
  let source: CheckedSource | null = null;
  if (!gop) {
    const checked = await video.sourceOf(camera);
    if ("failure" in checked) throw conflict(FAILURE_TEXT[checked.failure] ?? MSG_CAMERAS.snapshotFailed);
    source = checked.source;
  }
  const result = await grabSnapshot({
    ffmpegPath: video.ffmpegPath,
    source,
    gop,
    timeoutMs: video.timeoutMs,
  });
  if ("failure" in result) throw conflict(FAILURE_TEXT[result.failure] ?? MSG_CAMERAS.snapshotFailed);
  const size = jpegSize(result.jpeg);
  const row = await auth.tenant.db.transaction(async (tx) => {
    const inserted = await tenantDb(tx, auth.companyId).insert(cameraSnapshots, {
      cameraId: camera.id,
      siteId: camera.siteId,
      cameraName: camera.name,
      image: result.jpeg,
      bytes: result.jpeg.length,
      width: size?.width ?? null,
      height: size?.height ?? null,
      takenById: auth.user.id,
      takenByName: auth.user.name,
    });
    await audit(tx, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "snapshot",
      entity: "camera",
      entityId: camera.id,
      details: { snapshotId: inserted.id, bytes: inserted.bytes },
    });
    return inserted;
  });
  return toApi(row);
}

/** The snapshots of a camera, newest first (metadata only). */
export async function listCameraSnapshots({ auth, cameraId }: { auth: AuthContext; cameraId: string }) {
  const camera = await readableCamera(auth, cameraId);
  const rows = await auth.tenant.db
    .select(meta)
    .from(cameraSnapshots)
    .where(auth.tenant.scope(cameraSnapshots, eq(cameraSnapshots.cameraId, camera.id)))
    .orderBy(desc(cameraSnapshots.createdAt))
    .limit(50);
  return rows.map(toApi);
}

/**
 * Who may see a snapshot: whoever reads its camera, and whoever reads the alarm or the security
 * report it is attached to (an agent sees the picture on the alarm of their site).
 */
async function mayRead(auth: AuthContext, row: Meta): Promise<boolean> {
  const caller = await callerAccess(auth);
  if (
    mayOnRecord({ caller, kind: "camera", action: "read", record: { ownerUserIds: [], siteId: row.siteId } })
  )
    return true;
  if (row.alarmId) {
    const [alarm] = await auth.tenant.db
      .select({ siteId: alarms.siteId })
      .from(alarms)
      .where(auth.tenant.scope(alarms, eq(alarms.id, row.alarmId)));
    if (
      alarm &&
      mayOnRecord({
        caller,
        kind: "alarm",
        action: "read",
        record: { ownerUserIds: [], siteId: alarm.siteId },
      })
    )
      return true;
  }
  if (row.securityReportId) {
    const [report] = await auth.tenant.db
      .select({ siteId: securityReports.siteId, createdById: securityReports.createdById })
      .from(securityReports)
      .where(auth.tenant.scope(securityReports, eq(securityReports.id, row.securityReportId)));
    if (
      report &&
      mayOnRecord({
        caller,
        kind: "security-report",
        action: "read",
        record: { ownerUserIds: [report.createdById], siteId: report.siteId },
      })
    )
      return true;
  }
  return false;
}

async function readableSnapshot(auth: AuthContext, id: string): Promise<Meta> {
  const found = await auth.tenant.findById(cameraSnapshots, id);
  if (!(await mayRead(auth, found))) throw notFound();
  return found;
}

/** The JPEG itself, with a file name for the download. */
export async function snapshotImage({
  auth,
  id,
  lang = "fr",
}: {
  auth: AuthContext;
  id: string;
  lang?: TLang;
}) {
  const row = (await readableSnapshot(auth, id)) as Row;
  const stamp = row.createdAt.toISOString().slice(0, 19).replace(/[:T]/g, "-");
  const slug =
    row.cameraName
      .normalize("NFD")
      .replace(/[^\w-]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 40) || "camera";
  const name = renderServerText({ text: MSG_DOC_FILES.snapshot }, lang);
  return { image: row.image, filename: `${name}-${slug}-${stamp}.jpg` };
}

/** Attaches a snapshot to an alarm of the same company, or to one incident of a draft security report. */
export async function attachSnapshot({
  auth,
  id,
  input,
}: {
  auth: AuthContext;
  id: string;
  input: TSnapshotAttach;
}) {
  const snapshot = await readableSnapshot(auth, id);
  const { alarmId, securityReportId, incidentIndex } = input;
  if (!alarmId === !securityReportId || (securityReportId && incidentIndex === undefined))
    throw validation([{ loc: ["body"], msg: MSG_CAMERAS.snapshotTargetRequired, type: "target_required" }]);
  let values: Partial<Row>;
  if (alarmId) {
    const alarm = await auth.tenant.findById(alarms, alarmId);
    await requireOnRecord({
      auth,
      kind: "alarm",
      action: "comment",
      record: { ownerUserIds: [], siteId: alarm.siteId },
    });
    values = { alarmId };
  } else {
    const report = await auth.tenant.findById(securityReports, securityReportId as string);
    await requireOnRecord({
      auth,
      kind: "security-report",
      action: "update",
      record: { ownerUserIds: [report.createdById], siteId: report.siteId },
    });
    if (report.status !== "draft") throw conflict(MSG_CAMERAS.snapshotReportLocked);
    if ((incidentIndex ?? 0) >= report.incidents.length)
      throw validation([
        { loc: ["body", "incidentIndex"], msg: MSG_CAMERAS.snapshotIncidentMissing, type: "not_found" },
      ]);
    values = { securityReportId, incidentIndex };
  }
  const updated = await auth.tenant.db.transaction(async (tx) => {
    const row = await tenantDb(tx, auth.companyId).updateById(cameraSnapshots, snapshot.id, values);
    await audit(tx, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "attach",
      entity: "camera-snapshot",
      entityId: snapshot.id,
      details: values,
    });
    return row;
  });
  return toApi(updated);
}

/** Snapshots attached to an alarm (the alarm's readers see them). */
export async function alarmSnapshots({ auth, alarmId }: { auth: AuthContext; alarmId: string }) {
  const alarm = await auth.tenant.findById(alarms, alarmId);
  await requireOnRecord({
    auth,
    kind: "alarm",
    action: "read",
    record: { ownerUserIds: [], siteId: alarm.siteId },
  });
  const rows = await auth.tenant.db
    .select(meta)
    .from(cameraSnapshots)
    .where(auth.tenant.scope(cameraSnapshots, eq(cameraSnapshots.alarmId, alarm.id)))
    .orderBy(desc(cameraSnapshots.createdAt));
  return rows.map(toApi);
}

/** Snapshots attached to a security report's incidents. */
export async function reportSnapshots({ auth, reportId }: { auth: AuthContext; reportId: string }) {
  const report = await auth.tenant.findById(securityReports, reportId);
  await requireOnRecord({
    auth,
    kind: "security-report",
    action: "read",
    record: { ownerUserIds: [report.createdById], siteId: report.siteId },
  });
  const rows = await auth.tenant.db
    .select(meta)
    .from(cameraSnapshots)
    .where(auth.tenant.scope(cameraSnapshots, eq(cameraSnapshots.securityReportId, report.id)))
    .orderBy(desc(cameraSnapshots.createdAt));
  return rows.map(toApi);
}

import type { TCameraCreate, TCameraPatch, TCameraStatus } from "@hts/domain";
import { asc, count, eq, ilike, isNull, or } from "drizzle-orm";
import { cameras, sites } from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { notFound } from "../../lib/errors.ts";
import { requireOnRecord, requireScope, scopeCondition } from "../../lib/record-access.ts";
import { containsPattern } from "../../lib/search.ts";
import { inTransaction, type TenantDb } from "../../lib/tenancy.ts";
import { requireOwnSite } from "../sites/index.ts";
import { requireAllowedAddresses } from "./camera-address.ts";
import { incomingCameraUrl, sealCameraUrl } from "./camera-url-secret.ts";
import { statusCode, toApiCamera } from "./cameras.mapper.ts";
import type { CameraVideo } from "./video/camera-video.ts";

const withSite = { row: cameras, siteName: sites.name };

export async function listCameras({
  auth,
  q,
  siteId,
  status,
  limit,
  offset,
}: {
  auth: AuthContext;
  q?: string;
  siteId?: string;
  status?: TCameraStatus;
  limit: number;
  offset: number;
}) {
  const { db, scope } = auth.tenant;
  const pattern = q ? containsPattern(q) : null;
  const where = scope(
    cameras,
    await scopeCondition({ auth, kind: "camera", site: cameras.siteId }),
    // The cameras of an archived site stay with it, out of the list (decision 017).
    isNull(sites.archivedAt),
    pattern ? or(ilike(cameras.name, pattern), ilike(cameras.location, pattern)) : undefined,
    siteId ? eq(cameras.siteId, siteId) : undefined,
    status ? eq(cameras.status, statusCode(status)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(withSite)
      .from(cameras)
      .innerJoin(sites, eq(sites.id, cameras.siteId))
      .where(where)
      .orderBy(asc(sites.name), asc(cameras.name), asc(cameras.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(cameras).innerJoin(sites, eq(sites.id, cameras.siteId)).where(where),
  ]);
  return { items: rows.map(toApiCamera), total: total?.n ?? 0 };
}

/** A camera the caller may do `action` on: 404 when they may not read it, 403 otherwise. */
export async function cameraFor(auth: AuthContext, id: string, action: "read" | "update" | "delete") {
  const row = await auth.tenant.findById(cameras, id);
  await requireOnRecord({ auth, kind: "camera", action, record: { ownerUserIds: [], siteId: row.siteId } });
  return row;
}

/** One camera as the caller may read it. */
export async function getCamera({ auth, id }: { auth: AuthContext; id: string }) {
  await cameraFor(auth, id, "read");
  return readCamera({ tenant: auth.tenant, id });
}

/** One camera of the tenant, with its site name; 404 otherwise. Also used by the live events. */
export async function readCamera({ tenant, id }: { tenant: TenantDb; id: string }) {
  await tenant.findById(cameras, id);
  const [row] = await tenant.db
    .select(withSite)
    .from(cameras)
    .innerJoin(sites, eq(sites.id, cameras.siteId))
    .where(tenant.scope(cameras, eq(cameras.id, id)));
  if (!row) throw notFound();
  return toApiCamera(row);
}

export async function createCamera({
  auth,
  input,
  video,
}: {
  auth: AuthContext;
  input: TCameraCreate;
  video: CameraVideo;
}) {
  requireScope(auth, "camera", "create");
  const site = await requireOwnSite(auth.tenant, input.siteId);
  const rtspUrl = incomingCameraUrl({ incoming: input.rtspUrl, row: null, keys: video.keys });
  await requireAllowedAddresses({
    ipAddress: input.ipAddress,
    rtspUrl,
    allowedNetworks: video.allowedNetworks,
  });
  // Status is measured by the monitor: a new camera is offline until its first answered probe.
  const row = await inTransaction(auth.tenant, async (t) => {
    const created = await t.insert(cameras, {
      ...input,
      // The form's REC tick (spec) records continuously; the mode is chosen later.
      recordingMode: input.recording ? "continuous" : "off",
      ...sealCameraUrl({ url: rtspUrl, keys: video.keys }),
      status: "offline",
    });
    await audit(t.db, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "create",
      entity: "camera",
      entityId: created.id,
    });
    return created;
  });
  return toApiCamera({ row, siteName: site.name });
}

export async function updateCamera({
  auth,
  id,
  input,
  video,
}: {
  auth: AuthContext;
  id: string;
  input: TCameraPatch;
  video: CameraVideo;
}) {
  const current = await cameraFor(auth, id, "update");
  if (input.siteId) await requireOwnSite(auth.tenant, input.siteId);
  const rtspUrl =
    input.rtspUrl === undefined
      ? undefined
      : incomingCameraUrl({ incoming: input.rtspUrl, row: current, keys: video.keys });
  await requireAllowedAddresses({
    ipAddress: input.ipAddress,
    rtspUrl,
    allowedNetworks: video.allowedNetworks,
  });
  const sealed = rtspUrl === undefined ? {} : sealCameraUrl({ url: rtspUrl, keys: video.keys });
  await inTransaction(auth.tenant, async (t) => {
    await t.updateById(cameras, id, {
      ...input,
      ...recordingFields(input, current.recordingMode),
      ...sealed,
      updatedAt: new Date(),
    });
    await audit(t.db, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "update",
      entity: "camera",
      entityId: id,
      // The audit keeps the masked URL: no secret in the journal.
      details: { ...input, ...("rtspUrl" in sealed ? { rtspUrl: sealed.rtspUrl } : {}) },
    });
  });
  // Viewers reconnect with the new address or credentials.
  if (input.rtspUrl !== undefined) video.hub.restart(id);
  return readCamera({ tenant: auth.tenant, id });
}

/**
 * The REC flag and the mode stay one setting: a mode sets the flag; the flag alone ('REC' / 'Arrêter
 * l'enregistrement' of the spec) starts continuous recording, or stops recording and any manual window.
 */
function recordingFields(input: TCameraPatch, currentMode: string) {
  if (input.recordingMode !== undefined)
    return {
      recording: input.recordingMode !== "off",
      ...(input.recordingMode === "off" ? { recordUntil: null } : {}),
    };
  if (input.recording === true) return { recordingMode: currentMode === "off" ? "continuous" : currentMode };
  if (input.recording === false) return { recordingMode: "off", recordUntil: null };
  return {};
}

/**
 * Erases a camera (decision 017). Alarms name their place in text and keep it; the camera's
 * snapshots stay, detached (camera_snapshots.camera_id is set null).
 */
export async function deleteCamera({ auth, id }: { auth: AuthContext; id: string }) {
  const camera = await cameraFor(auth, id, "delete");
  await inTransaction(auth.tenant, async (t) => {
    await t.deleteById(cameras, id);
    await audit(t.db, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "delete",
      entity: "camera",
      entityId: id,
      details: { name: camera.name, siteId: camera.siteId },
    });
  });
}

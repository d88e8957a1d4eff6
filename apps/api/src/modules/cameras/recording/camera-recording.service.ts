import { createReadStream } from "node:fs";
import { MSG_RECORDING, type TRecordingSegment } from "@hts/domain";
import { cameras } from "../../../db/schema.ts";
import { audit } from "../../../lib/audit.ts";
import type { AuthContext } from "../../../lib/auth-context.ts";
import { notFound } from "../../../lib/errors.ts";
import { inTransaction } from "../../../lib/tenancy.ts";
import { cameraFor, readCamera } from "../cameras.service.ts";
import { cameraDir, keptSegment, listSegments } from "./segment-store.ts";

/** 'Enregistrer maintenant': the camera records for `minutes` from now, whatever its mode. */
export async function recordNow({ auth, id, minutes }: { auth: AuthContext; id: string; minutes: number }) {
  await cameraFor(auth, id, "update");
  const until = new Date(Date.now() + minutes * 60_000);
  await inTransaction(auth.tenant, async (t) => {
    await t.updateById(cameras, id, { recordUntil: until, updatedAt: new Date() });
    await audit(t.db, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "record-now",
      entity: "camera",
      entityId: id,
      details: { minutes, until: until.toISOString() },
    });
  });
  return readCamera({ tenant: auth.tenant, id });
}

/**
 * The kept segments of a camera between two instants (the last hour by default), for the timeline and
 * the player. Opening a camera's recordings is a playback: it is audited, with the span asked.
 */
export async function listRecordings({
  auth,
  id,
  root,
  from,
  to,
}: {
  auth: AuthContext;
  id: string;
  root: string;
  from?: string;
  to?: string;
}): Promise<TRecordingSegment[]> {
  await cameraFor(auth, id, "read");
  const end = to ? Date.parse(to) : Date.now();
  const start = from ? Date.parse(from) : end - 3600_000;
  const segments = (await listSegments(cameraDir(root, auth.companyId, id))).filter(
    (s) => !s.buffered && s.end > start && s.start < end,
  );
  await inTransaction(auth.tenant, (t) =>
    audit(t.db, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "playback",
      entity: "camera",
      entityId: id,
      details: { from: new Date(start).toISOString(), to: new Date(end).toISOString() },
    }),
  );
  return segments.map((s) => ({
    startedAt: new Date(s.start).toISOString(),
    endedAt: new Date(s.end).toISOString(),
    bytes: s.bytes,
    url: `/api/cameras/${id}/recordings/${s.file}`,
  }));
}

/** One segment's file for the player; 404 for a name that is not a kept segment of this camera. */
export async function openSegment({
  auth,
  id,
  root,
  file,
}: {
  auth: AuthContext;
  id: string;
  root: string;
  file: string;
}) {
  await cameraFor(auth, id, "read");
  // The one file asked, not the directory: listing (and stat-ing) a day of 10 s segments, 8,640 files,
  // cost every segment request of a seek about as much as the listing of the timeline did.
  const kept = await keptSegment(cameraDir(root, auth.companyId, id), file);
  if (!kept) throw notFound(MSG_RECORDING.segmentNotFound);
  return { stream: createReadStream(kept.path), bytes: kept.bytes };
}

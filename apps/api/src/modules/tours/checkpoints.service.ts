import { MSG_TOURS, type TCheckpoint, type TCheckpointInput, type ZCheckpointUpdate } from "@hts/domain";
import { and, asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { sites, tourCheckpoints, tours } from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { AppError, conflict, isUniqueViolation, notFound } from "../../lib/errors.ts";
import { requireOnRecord, requireScope, scopeCondition } from "../../lib/record-access.ts";
import type { Tx } from "../../lib/tenancy.ts";
import { toApiCheckpoint } from "./tours.mapper.ts";

/** The site, in the caller's company (404 otherwise). */
export async function siteInCompany(tx: Pick<Tx, "select">, companyId: string, siteId: string) {
  const [site] = await tx
    .select({ id: sites.id, name: sites.name, address: sites.address })
    .from(sites)
    .where(and(eq(sites.companyId, companyId), eq(sites.id, siteId)));
  if (!site) throw notFound(MSG_TOURS.siteNotFound);
  return site;
}

export async function listCheckpoints({ auth, siteId }: { auth: AuthContext; siteId: string }) {
  const scope = await scopeCondition({ auth, kind: "tour-checkpoint", site: tourCheckpoints.siteId });
  const rows = await auth.tenant.db
    .select()
    .from(tourCheckpoints)
    .where(auth.tenant.scope(tourCheckpoints, and(eq(tourCheckpoints.siteId, siteId), scope)))
    .orderBy(asc(tourCheckpoints.name));
  return rows.map(toApiCheckpoint);
}

async function checkpointRow(auth: AuthContext, id: string) {
  const [row] = /^[0-9a-f-]{36}$/i.test(id)
    ? await auth.tenant.db
        .select()
        .from(tourCheckpoints)
        .where(auth.tenant.scope(tourCheckpoints, eq(tourCheckpoints.id, id)))
    : [];
  if (!row) throw notFound(MSG_TOURS.checkpointNotFound);
  return row;
}

const serialTaken = (error: unknown) => {
  if (isUniqueViolation(error)) throw conflict(MSG_TOURS.serialTaken);
  throw error;
};

export async function createCheckpoint({
  auth,
  input,
}: {
  auth: AuthContext;
  input: TCheckpointInput;
}): Promise<TCheckpoint> {
  requireScope(auth, "tour-checkpoint", "create");
  const row = await auth.tenant.db
    .transaction(async (tx) => {
      await siteInCompany(tx, auth.companyId, input.site_id);
      const [created] = await tx
        .insert(tourCheckpoints)
        .values({
          companyId: auth.companyId,
          siteId: input.site_id,
          name: input.name,
          location: input.location,
          kind: input.kind,
          nfcSerial: input.kind === "nfc" ? (input.nfc_serial ?? null) : null,
          latitude: input.latitude ?? null,
          longitude: input.longitude ?? null,
          radiusM: input.radius_m,
          taskKind: input.task_kind,
          taskQuestion: input.task_kind === "none" ? null : (input.task_question ?? null),
        })
        .returning();
      if (!created) throw new Error("checkpoint not inserted");
      await audit(tx, {
        companyId: auth.companyId,
        userId: auth.user.id,
        action: "create",
        entity: "tour-checkpoint",
        entityId: created.id,
        details: { siteId: input.site_id, kind: input.kind, name: input.name },
      });
      return created;
    })
    .catch(serialTaken);
  return toApiCheckpoint(row);
}

/** Edits a checkpoint; an NFC tag is enrolled by sending the serial the phone read on site. */
export async function updateCheckpoint({
  auth,
  id,
  input,
}: {
  auth: AuthContext;
  id: string;
  input: z.infer<typeof ZCheckpointUpdate>;
}): Promise<TCheckpoint> {
  const current = await checkpointRow(auth, id);
  await requireOnRecord({
    auth,
    kind: "tour-checkpoint",
    action: "update",
    record: { ownerUserIds: [], siteId: current.siteId },
  });
  const next = {
    name: input.name ?? current.name,
    location: input.location ?? current.location,
    nfcSerial: input.nfc_serial !== undefined ? input.nfc_serial : current.nfcSerial,
    latitude: input.latitude !== undefined ? input.latitude : current.latitude,
    longitude: input.longitude !== undefined ? input.longitude : current.longitude,
    radiusM: input.radius_m ?? current.radiusM,
    taskKind: input.task_kind ?? current.taskKind,
    taskQuestion: input.task_question !== undefined ? input.task_question : current.taskQuestion,
  };
  if (current.kind === "gps" && (next.latitude == null || next.longitude == null))
    throw new AppError("validation", [
      { loc: ["body", "latitude"], msg: MSG_TOURS.positionRequired, type: "required" },
    ]);
  if ((next.taskKind === "yes_no" || next.taskKind === "number") && !next.taskQuestion)
    throw new AppError("validation", [
      { loc: ["body", "task_question"], msg: MSG_TOURS.questionRequired, type: "required" },
    ]);
  const row = await auth.tenant.db
    .transaction(async (tx) => {
      const [updated] = await tx
        .update(tourCheckpoints)
        .set({ ...next, updatedAt: new Date() })
        .where(eq(tourCheckpoints.id, current.id))
        .returning();
      if (!updated) throw notFound(MSG_TOURS.checkpointNotFound);
      await audit(tx, {
        companyId: auth.companyId,
        userId: auth.user.id,
        action: "update",
        entity: "tour-checkpoint",
        entityId: current.id,
        details: { fields: Object.keys(input) },
      });
      return updated;
    })
    .catch(serialTaken);
  return toApiCheckpoint(row);
}

/** Deletes a checkpoint no tour uses (its scans go with it: a tour's history names it by run). */
export async function deleteCheckpoint({ auth, id }: { auth: AuthContext; id: string }) {
  const current = await checkpointRow(auth, id);
  await requireOnRecord({
    auth,
    kind: "tour-checkpoint",
    action: "delete",
    record: { ownerUserIds: [], siteId: current.siteId },
  });
  await auth.tenant.db.transaction(async (tx) => {
    const [used] = await tx
      .select({ id: tours.id })
      .from(tours)
      .where(
        and(
          eq(tours.companyId, auth.companyId),
          sql`${tours.stops} @> ${JSON.stringify([{ checkpoint_id: current.id }])}::jsonb`,
        ),
      )
      .limit(1);
    if (used) throw conflict(MSG_TOURS.checkpointInUse);
    await tx.delete(tourCheckpoints).where(eq(tourCheckpoints.id, current.id));
    await audit(tx, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "delete",
      entity: "tour-checkpoint",
      entityId: current.id,
      details: { name: current.name },
    });
  });
}

/** The checkpoints of a site with their rows, for labels (office) and for the phone (its site). */
export async function checkpointsOfSite(auth: AuthContext, siteId: string) {
  return auth.tenant.db
    .select()
    .from(tourCheckpoints)
    .where(auth.tenant.scope(tourCheckpoints, eq(tourCheckpoints.siteId, siteId)))
    .orderBy(asc(tourCheckpoints.name));
}

import { MSG_TOURS, type TTour, type TTourInput, type ZTourUpdate } from "@hts/domain";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import { tourCheckpoints, tours } from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import { requireOnRecord, requireScope, scopeCondition } from "../../lib/record-access.ts";
import type { Tx } from "../../lib/tenancy.ts";
import { siteInCompany } from "./checkpoints.service.ts";
import { toApiTour } from "./tours.mapper.ts";

export async function listTours({ auth, siteId }: { auth: AuthContext; siteId: string }) {
  const scope = await scopeCondition({ auth, kind: "tour", site: tours.siteId });
  const rows = await auth.tenant.db
    .select()
    .from(tours)
    .where(auth.tenant.scope(tours, and(eq(tours.siteId, siteId), scope)))
    .orderBy(asc(tours.name));
  return rows.map(toApiTour);
}

/** Every stop must be a checkpoint of the tour's site, named once. */
async function checkStops(tx: Tx, companyId: string, siteId: string, stops: TTourInput["stops"]) {
  const ids = [...new Set(stops.map((stop) => stop.checkpoint_id))];
  const found = await tx
    .select({ id: tourCheckpoints.id })
    .from(tourCheckpoints)
    .where(
      and(
        eq(tourCheckpoints.companyId, companyId),
        eq(tourCheckpoints.siteId, siteId),
        inArray(tourCheckpoints.id, ids),
      ),
    );
  if (found.length !== ids.length || ids.length !== stops.length)
    throw new AppError("validation", [
      { loc: ["body", "stops"], msg: MSG_TOURS.stopNotOnSite, type: "invalid" },
    ]);
}

export async function createTour({ auth, input }: { auth: AuthContext; input: TTourInput }): Promise<TTour> {
  requireScope(auth, "tour", "create");
  const row = await auth.tenant.db.transaction(async (tx) => {
    await siteInCompany(tx, auth.companyId, input.site_id);
    await checkStops(tx, auth.companyId, input.site_id, input.stops);
    const [created] = await tx
      .insert(tours)
      .values({
        companyId: auth.companyId,
        siteId: input.site_id,
        name: input.name,
        post: input.post,
        ordered: input.ordered,
        expectedMinutes: input.expected_minutes,
        severity: input.severity,
        schedule: input.schedule,
        stops: input.stops,
        active: input.active,
      })
      .returning();
    if (!created) throw new Error("tour not inserted");
    await audit(tx, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "create",
      entity: "tour",
      entityId: created.id,
      details: { siteId: input.site_id, name: input.name, stops: input.stops.length },
    });
    return created;
  });
  return toApiTour(row);
}

async function tourRow(auth: AuthContext, id: string) {
  const [row] = /^[0-9a-f-]{36}$/i.test(id)
    ? await auth.tenant.db
        .select()
        .from(tours)
        .where(auth.tenant.scope(tours, eq(tours.id, id)))
    : [];
  if (!row) throw notFound(MSG_TOURS.tourNotFound);
  return row;
}

export async function updateTour({
  auth,
  id,
  input,
}: {
  auth: AuthContext;
  id: string;
  input: z.infer<typeof ZTourUpdate>;
}): Promise<TTour> {
  const current = await tourRow(auth, id);
  await requireOnRecord({
    auth,
    kind: "tour",
    action: "update",
    record: { ownerUserIds: [], siteId: current.siteId },
  });
  const row = await auth.tenant.db.transaction(async (tx) => {
    if (input.stops) await checkStops(tx, auth.companyId, current.siteId, input.stops);
    const [updated] = await tx
      .update(tours)
      .set({
        name: input.name ?? current.name,
        post: input.post !== undefined ? input.post : current.post,
        ordered: input.ordered ?? current.ordered,
        expectedMinutes: input.expected_minutes ?? current.expectedMinutes,
        severity: input.severity ?? current.severity,
        schedule: input.schedule ?? current.schedule,
        stops: input.stops ?? current.stops,
        active: input.active ?? current.active,
        updatedAt: new Date(),
      })
      .where(eq(tours.id, current.id))
      .returning();
    if (!updated) throw notFound(MSG_TOURS.tourNotFound);
    await audit(tx, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "update",
      entity: "tour",
      entityId: current.id,
      details: { fields: Object.keys(input) },
    });
    return updated;
  });
  return toApiTour(row);
}

/** Deletes a tour and, with it, its runs (a tour no longer walked is kept by deactivating it). */
export async function deleteTour({ auth, id }: { auth: AuthContext; id: string }) {
  const current = await tourRow(auth, id);
  await requireOnRecord({
    auth,
    kind: "tour",
    action: "delete",
    record: { ownerUserIds: [], siteId: current.siteId },
  });
  await auth.tenant.db.transaction(async (tx) => {
    await tx.delete(tours).where(eq(tours.id, current.id));
    await audit(tx, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "delete",
      entity: "tour",
      entityId: current.id,
      details: { name: current.name },
    });
  });
}

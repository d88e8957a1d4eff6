import { MSG_TOURS, type TMyTours } from "@hts/domain";
import { and, desc, eq, sql } from "drizzle-orm";
import { shifts, tourRuns, tours } from "../../db/schema.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { notFound } from "../../lib/errors.ts";
import { checkpointsOfSite } from "./checkpoints.service.ts";
import { runsView } from "./run-view.ts";
import { toApiCheckpoint, toApiTour } from "./tours.mapper.ts";

/**
 * What the phone keeps to walk the tours of one of the agent's own shifts offline: the active tours of
 * the shift's site (and post), their checkpoints (no label secret: a QR is checked by the server), and
 * the agent's runs on that shift.
 */
export async function myTours({
  auth,
  agentId,
  shiftId,
}: {
  auth: AuthContext;
  agentId: string;
  shiftId: string;
}): Promise<TMyTours> {
  const [shift] = /^[0-9a-f-]{36}$/i.test(shiftId)
    ? await auth.tenant.db
        .select()
        .from(shifts)
        .where(auth.tenant.scope(shifts, eq(shifts.id, shiftId)))
    : [];
  if (!shift || shift.agentId !== agentId || shift.status === "cancelled")
    throw notFound(MSG_TOURS.shiftNotFound);
  const tourRows = await auth.tenant.db
    .select()
    .from(tours)
    .where(
      auth.tenant.scope(
        tours,
        eq(tours.siteId, shift.siteId),
        eq(tours.active, true),
        shift.post ? sql`(${tours.post} is null or ${tours.post} = ${shift.post})` : undefined,
      ),
    )
    .orderBy(tours.name);
  const used = new Set(tourRows.flatMap((tour) => tour.stops.map((stop) => stop.checkpoint_id)));
  const checkpoints = (await checkpointsOfSite(auth, shift.siteId)).filter((c) => used.has(c.id));
  const runs = await auth.tenant.db
    .select()
    .from(tourRuns)
    .where(auth.tenant.scope(tourRuns, and(eq(tourRuns.agentId, agentId), eq(tourRuns.shiftId, shift.id))))
    .orderBy(desc(tourRuns.startedAt))
    .limit(50);
  return {
    tours: tourRows.map(toApiTour),
    checkpoints: checkpoints.map(toApiCheckpoint),
    runs: await runsView({ db: auth.tenant.db, runs }),
  };
}

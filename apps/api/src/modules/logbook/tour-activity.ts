import type { TTourActivity } from "@hts/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { shifts } from "../../db/schema.ts";
import { tourSummariesForShift } from "../tours/index.ts";

/** The tours walked during a shift, for its daily activity report (issue 23). */
export type TourActivityProvider = (input: {
  db: Db;
  companyId: string;
  shiftId: string;
}) => Promise<TTourActivity[]>;

/**
 * The runs the shift's agent walked on its site between its start and its end, from the tours module;
 * a checkpoint not scanned has no method, which the report shows as a dash.
 */
export const tourActivityOfShift: TourActivityProvider = async ({ db, companyId, shiftId }) => {
  const [shift] = await db
    .select({ agentId: shifts.agentId, siteId: shifts.siteId, from: shifts.startsAt, to: shifts.endsAt })
    .from(shifts)
    .where(and(eq(shifts.companyId, companyId), eq(shifts.id, shiftId)));
  if (!shift?.agentId || !shift.from || !shift.to) return [];
  const runs = await tourSummariesForShift(db, companyId, {
    agentId: shift.agentId,
    siteId: shift.siteId,
    from: shift.from,
    to: shift.to,
  });
  return runs.map((run) => ({
    ...run,
    checkpoints: run.checkpoints.map((stop) => ({ ...stop, method: stop.method ?? "—" })),
  }));
};

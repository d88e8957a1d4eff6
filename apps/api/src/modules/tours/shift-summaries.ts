import { type TShiftTourSummary, ZShiftTourSummary } from "@hts/domain";
import type { Db } from "../../db/client.ts";
import { runsOfShift } from "./runs-read.service.ts";

/**
 * The tours an agent walked on a site during a shift, for the daily activity report (issue 23): each run
 * with its checkpoints, their device times, method, answer, photo and whether a rule flagged them.
 */
export async function tourSummariesForShift(
  db: Db,
  companyId: string,
  window: { agentId: string; siteId: string; from: Date | string; to: Date | string },
): Promise<TShiftTourSummary[]> {
  const runs = await runsOfShift(db, companyId, {
    agentId: window.agentId,
    siteId: window.siteId,
    from: new Date(window.from),
    to: new Date(window.to),
  });
  return runs.map((run) =>
    ZShiftTourSummary.parse({
      tour_name: run.tour_name,
      run_id: run.id,
      started_at: run.started_at,
      finished_at: run.finished_at,
      status: run.status,
      checkpoints: run.checkpoints.map((stop) => ({
        name: stop.name,
        scanned_at: stop.scanned_at,
        status: stop.status,
        method: stop.method,
        answer: stop.answer,
        photo_id: stop.photo_id,
        flagged: stop.flags.length > 0,
      })),
    }),
  );
}

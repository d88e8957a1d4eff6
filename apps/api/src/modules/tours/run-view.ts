import { type TTourRun, tourProgress } from "@hts/domain";
import { asc, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { agents, sites, tourCheckpoints, type tourRuns, tourScans } from "../../db/schema.ts";
import type { Tx } from "../../lib/tenancy.ts";

export type RunRow = typeof tourRuns.$inferSelect;
type ScanRow = typeof tourScans.$inferSelect;

const MINUTE = 60_000;
const dueOf = (run: RunRow) => new Date(run.startedAt.getTime() + run.expectedMinutes * MINUTE);

/**
 * Runs as the API shows them: each stop with its status judged by the device times of its scans
 * (`tourProgress`), its first scan's method, answer and photo, and the flags of all its scans.
 */
export async function runsView({
  db,
  runs,
  now = new Date(),
  replayed = false,
}: {
  db: Db | Tx;
  runs: readonly RunRow[];
  now?: Date;
  replayed?: boolean;
}): Promise<TTourRun[]> {
  if (runs.length === 0) return [];
  const runIds = runs.map((run) => run.id);
  const scans = await db
    .select()
    .from(tourScans)
    .where(inArray(tourScans.runId, runIds))
    .orderBy(asc(tourScans.occurredAt));
  const checkpointIds = [...new Set(runs.flatMap((run) => run.stops.map((stop) => stop.checkpoint_id)))];
  // One after the other: inside a transaction `db` is a single connection.
  const names = checkpointIds.length
    ? await db
        .select({ id: tourCheckpoints.id, name: tourCheckpoints.name })
        .from(tourCheckpoints)
        .where(inArray(tourCheckpoints.id, checkpointIds))
    : [];
  const agentRows = await db
    .select({ id: agents.id, name: agents.name })
    .from(agents)
    .where(inArray(agents.id, [...new Set(runs.map((run) => run.agentId))]));
  const siteRows = await db
    .select({ id: sites.id, name: sites.name })
    .from(sites)
    .where(inArray(sites.id, [...new Set(runs.map((run) => run.siteId))]));
  const nameOf = new Map(names.map((n) => [n.id, n.name]));
  const agentOf = new Map(agentRows.map((a) => [a.id, a.name]));
  const siteOf = new Map(siteRows.map((s) => [s.id, s.name]));
  const byRun = new Map<string, ScanRow[]>();
  for (const scan of scans) byRun.set(scan.runId, [...(byRun.get(scan.runId) ?? []), scan]);
  return runs.map((run) => {
    const runScans = byRun.get(run.id) ?? [];
    const closedAt = run.status === "in_progress" ? now : (run.finishedAt ?? now);
    const progress = tourProgress({
      stops: run.stops.map((stop) => ({ checkpointId: stop.checkpoint_id, windowMin: stop.window_min })),
      startedAt: run.startedAt,
      expectedMin: run.expectedMinutes,
      scans: runScans.map((scan) => ({ checkpointId: scan.checkpointId, at: scan.occurredAt })),
      now: closedAt,
    });
    const dueAt = dueOf(run);
    return {
      id: run.id,
      tour_id: run.tourId,
      tour_name: run.tourName,
      site_id: run.siteId,
      site_name: siteOf.get(run.siteId) ?? "",
      agent_id: run.agentId,
      agent_name: agentOf.get(run.agentId) ?? "",
      shift_id: run.shiftId,
      status: run.status as TTourRun["status"],
      late: run.status === "in_progress" ? now > dueAt : (run.finishedAt ?? now) > dueAt,
      started_at: run.startedAt.toISOString(),
      due_at: dueAt.toISOString(),
      finished_at: run.finishedAt?.toISOString() ?? null,
      flagged: runScans.filter((scan) => scan.flags.length > 0).length,
      checkpoints: progress.map((stop) => {
        const mine = runScans.filter((scan) => scan.checkpointId === stop.checkpointId);
        const first = mine[0];
        return {
          checkpoint_id: stop.checkpointId,
          name: nameOf.get(stop.checkpointId) ?? "?",
          status: stop.status,
          scanned_at: stop.scannedAt?.toISOString() ?? null,
          method: (first?.method ?? null) as TTourRun["checkpoints"][number]["method"],
          answer: first?.answer ?? null,
          photo_id: first?.photoId ?? null,
          flags: [...new Set(mine.flatMap((scan) => scan.flags))],
        };
      }),
      replayed,
    };
  });
}

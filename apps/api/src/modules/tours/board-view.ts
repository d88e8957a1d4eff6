import { type TBoardRun, tourProgress } from "@hts/domain";
import { asc, inArray } from "drizzle-orm";
import { tourCheckpoints, type tourRuns, tourScans } from "../../db/schema.ts";
import type { Tx } from "../../lib/tenancy.ts";

const MINUTE = 60_000;

/** A run in progress as the board reads it: its row's fields, its agent's and site's names joined. */
export type BoardRunRow = Pick<
  typeof tourRuns.$inferSelect,
  "id" | "tourId" | "tourName" | "siteId" | "stops" | "startedAt" | "expectedMinutes"
> & { siteName: string | null; agentName: string | null };

/** A scan as the board reads it; its id lets a scan noted after the board was read count once (decision 138). */
export type BoardScan = { id?: string; runId: string; checkpointId: string; at: Date; flags: string[] };
/** What the board reads besides its runs: their scans (the columns it shows) and their stops' names. */
export type BoardReads = { scans: BoardScan[]; names: Map<string, string> };

/** The runs' scans and stop names, in two queries on the caller's connection (decision 128). */
export async function readBoardScans(tx: Tx, runs: readonly BoardRunRow[]): Promise<BoardReads> {
  if (runs.length === 0) return { scans: [], names: new Map() };
  const scans = await tx
    .select({
      id: tourScans.id,
      runId: tourScans.runId,
      checkpointId: tourScans.checkpointId,
      at: tourScans.occurredAt,
      flags: tourScans.flags,
    })
    .from(tourScans)
    .where(
      inArray(
        tourScans.runId,
        runs.map((run) => run.id),
      ),
    )
    .orderBy(asc(tourScans.occurredAt));
  const checkpointIds = [...new Set(runs.flatMap((run) => run.stops.map((stop) => stop.checkpoint_id)))];
  const names = await tx
    .select({ id: tourCheckpoints.id, name: tourCheckpoints.name })
    .from(tourCheckpoints)
    .where(inArray(tourCheckpoints.id, checkpointIds));
  return { scans, names: new Map(names.map((n) => [n.id, n.name])) };
}

/**
 * The board's runs (decision 128): each stop's name, status (judged by the device times of its scans,
 * `tourProgress`) and flags. Computed once the connection is given back; a run's full view (methods,
 * answers, photos) is `runsView`'s.
 */
export function boardRuns(
  runs: readonly BoardRunRow[],
  { scans, names }: BoardReads,
  now: Date,
): TBoardRun[] {
  const byRun = new Map<string, BoardScan[]>();
  for (const scan of scans) {
    const list = byRun.get(scan.runId);
    if (list) list.push(scan);
    else byRun.set(scan.runId, [scan]);
  }
  return runs.map((run) => boardRun(run, byRun.get(run.id) ?? [], names, now));
}

/** One run of the board from its row and its scans (also what a scan noted in memory rebuilds). */
export function boardRun(
  run: BoardRunRow,
  runScans: readonly BoardScan[],
  names: ReadonlyMap<string, string>,
  now: Date,
): TBoardRun {
  const progress = tourProgress({
    stops: run.stops.map((stop) => ({ checkpointId: stop.checkpoint_id, windowMin: stop.window_min })),
    startedAt: run.startedAt,
    expectedMin: run.expectedMinutes,
    scans: runScans,
    now,
  });
  const dueAt = new Date(run.startedAt.getTime() + run.expectedMinutes * MINUTE);
  return {
    id: run.id,
    tour_id: run.tourId,
    tour_name: run.tourName,
    site_id: run.siteId,
    site_name: run.siteName ?? "",
    agent_name: run.agentName ?? "",
    late: now > dueAt,
    started_at: run.startedAt.toISOString(),
    due_at: dueAt.toISOString(),
    checkpoints: progress.map((stop) => ({
      name: names.get(stop.checkpointId) ?? "?",
      status: stop.status,
      flags: [
        ...new Set(runScans.filter((s) => s.checkpointId === stop.checkpointId).flatMap((s) => s.flags)),
      ],
    })),
  };
}

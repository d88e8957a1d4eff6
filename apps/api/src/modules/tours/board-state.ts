import { ZBoardRun } from "@hts/domain";
import { type BoardRunRow, type BoardScan, boardRun } from "./board-view.ts";

const MINUTE = 60_000;

/**
 * The control room's tour board as kept in memory (decision 138): what one read of the database gave
 * (the runs in progress of a scope with their scans, the missed tours, the day's flagged scans), with
 * each run's part of the answer validated and serialized on its own. A scan recorded by this instance is
 * noted into it (`noteScan`) instead of forgetting it: only the scanned run's part is built again, and
 * the answer is joined from the parts. Pure: no database, no clock but the one given.
 */
export type BoardState = {
  /** When it was read: the views' clock, and the day the flagged scans are counted over. */
  readAt: Date;
  since: Date;
  /** In the board's order (latest start first). */
  runs: Map<string, BoardRunPart>;
  names: ReadonlyMap<string, string>;
  missedJson: string;
  flagged: number;
  /** The answer joined from the parts; dropped by each change. */
  body: Buffer | null;
};

/** A run's part of the answer, kept encoded: a change re-encodes one run, the answer is copied together. */
type BoardRunPart = {
  row: BoardRunRow;
  scans: BoardScan[];
  late: boolean;
  json: Buffer;
  /** When the clock changes what it shows (a pending stop's window passes, the run turns late). */
  turnsAt: number;
};

/** What a scan recorded by this instance tells the boards kept (the scan route knows all of it). */
export type NotedScan = {
  id: string;
  runId: string;
  checkpointId: string;
  at: Date;
  flags: string[];
  /** This scan completed the run: it leaves the runs in progress. */
  completed: boolean;
};

function part(row: BoardRunRow, scans: BoardScan[], names: ReadonlyMap<string, string>, now: Date) {
  // Validated run by run (the former whole-board `ZTourBoard.parse`), so a noted scan costs one run.
  const view = ZBoardRun.parse(boardRun(row, scans, names, now));
  const start = row.startedAt.getTime();
  let turnsAt = view.late ? Number.POSITIVE_INFINITY : start + row.expectedMinutes * MINUTE;
  row.stops.forEach((stop, i) => {
    if (view.checkpoints[i]?.status === "pending")
      turnsAt = Math.min(turnsAt, start + (stop.window_min ?? row.expectedMinutes) * MINUTE);
  });
  return { row, scans, late: view.late, json: Buffer.from(JSON.stringify(view), "utf8"), turnsAt };
}

/**
 * Builds again the runs the clock changed since they were built (a stop's window passed: 'missed'; the
 * run's time passed: late), so a board kept past its read still shows lateness as the clock does.
 */
export function freshen(state: BoardState, now: Date): void {
  const at = now.getTime();
  for (const [id, run] of state.runs) {
    // Strictly after: the views judge 'now > due'.
    if (run.turnsAt >= at) continue;
    state.runs.set(id, part(run.row, run.scans, state.names, now));
    state.body = null;
  }
}

export function boardState({
  runs,
  scans,
  names,
  missed,
  flagged,
  readAt,
  since,
}: {
  runs: readonly BoardRunRow[];
  scans: readonly BoardScan[];
  names: ReadonlyMap<string, string>;
  missed: readonly { tour_id: string; tour_name: string; site_name: string; due_at: string }[];
  flagged: number;
  readAt: Date;
  since: Date;
}): BoardState {
  const byRun = new Map<string, BoardScan[]>();
  for (const scan of scans) {
    const list = byRun.get(scan.runId);
    if (list) list.push(scan);
    else byRun.set(scan.runId, [scan]);
  }
  const parts = new Map<string, BoardRunPart>();
  for (const row of runs) parts.set(row.id, part(row, byRun.get(row.id) ?? [], names, readAt));
  return { readAt, since, runs: parts, names, missedJson: JSON.stringify(missed), flagged, body: null };
}

/**
 * Notes a scan into a board: 'applied' (the scanned run is built again, or leaves the board when the
 * scan completed it), 'unchanged' (the board already had this scan, or the scan's run is not on it and
 * the scan has no flag: nothing shown changes) or 'stale' (a flagged scan of a run not on the board:
 * whether the day's count includes it is unknown, the board must be read again).
 */
export function noteScan(state: BoardState, scan: NotedScan, now: Date): "applied" | "unchanged" | "stale" {
  const run = state.runs.get(scan.runId);
  if (!run) return scan.flags.length > 0 ? "stale" : "unchanged";
  // The read is one snapshot (repeatable read): a run on it has all of its scans the read saw, and the
  // day's count included the flagged ones among them.
  if (run.scans.some((s) => s.id === scan.id)) return "unchanged";
  if (scan.flags.length > 0 && scan.at >= state.since) state.flagged += 1;
  if (scan.completed) state.runs.delete(scan.runId);
  else
    state.runs.set(
      scan.runId,
      part(run.row, [...run.scans, { ...scan, runId: scan.runId }], state.names, now),
    );
  state.body = null;
  return "applied";
}

const COMMA = Buffer.from(",");
const list = (parts: Buffer[]) => parts.flatMap((part, i) => (i === 0 ? [part] : [COMMA, part]));

/**
 * The board's answer (`ZTourBoard`'s JSON), copied together once per change from the runs' encoded
 * parts: after each noted scan a read costs a copy of the answer, not the encoding of 500 runs.
 */
export function boardBody(state: BoardState): Buffer {
  if (state.body) return state.body;
  const inProgress: Buffer[] = [];
  const late: Buffer[] = [];
  for (const run of state.runs.values()) (run.late ? late : inProgress).push(run.json);
  state.body = Buffer.concat([
    Buffer.from('{"in_progress":['),
    ...list(inProgress),
    Buffer.from('],"late":['),
    ...list(late),
    Buffer.from(`],"missed":${state.missedJson},"flagged_scans":${state.flagged}}`, "utf8"),
  ]);
  return state.body;
}

import type { TAttendanceKind, TAttendanceState, TPosition } from "@hts/domain";

// Pure rules of the offline queue (decision 090): what is sent, in which order, what a result means,
// and the state the agent sees from the server's state plus what is still waiting.

export type QueueKind =
  | TAttendanceKind
  | "lone_worker_answer"
  | "sos"
  | "post_order_ack"
  /** A tour started and a checkpoint passed (issue 23): sent alone, in order, after the clock actions before them. */
  | "tour_start"
  | "tour_scan"
  /** A logbook entry with its photos (base64, resized on the phone) until they are sent (issue 23). */
  | "logbook_entry";

export type QueuedAction = {
  /** IndexedDB key, increasing: the order the agent did things in. */
  seq?: number;
  client_id: string;
  kind: QueueKind;
  /** The request body, client_id, occurred_at and position included. */
  body: Record<string, unknown> & { client_id: string; occurred_at: string };
  occurred_at: string;
  position: TPosition | null;
  /** For post_order_ack: the version acknowledged (part of the path). */
  target_id?: string;
  attempts: number;
  /** Who did it: only his own session sends it (another user may sign in on the same phone). */
  user_id: string;
};

export const ATTENDANCE_KINDS: readonly QueueKind[] = ["clock_in", "clock_out", "break_start", "break_end"];
export const SYNC_LIMIT = 200;

export function isAttendance(action: Pick<QueuedAction, "kind">): boolean {
  return ATTENDANCE_KINDS.includes(action.kind);
}

/** The queue in the order the actions were done: by seq (insertion), occurred_at for unsaved ones. */
export function orderQueue(actions: readonly QueuedAction[]): QueuedAction[] {
  return [...actions].sort(
    (a, b) =>
      (a.seq ?? Number.MAX_SAFE_INTEGER) - (b.seq ?? Number.MAX_SAFE_INTEGER) ||
      a.occurred_at.localeCompare(b.occurred_at),
  );
}

export type Batch = { type: "sync"; actions: QueuedAction[] } | { type: "single"; action: QueuedAction };

/**
 * Requests to send, in order: consecutive attendance actions go together in one
 * POST /api/attendance/sync (at most 200), every other action alone to its me/* route. An SOS is never
 * held behind the others: it goes first.
 */
export function planBatches(actions: readonly QueuedAction[]): Batch[] {
  const ordered = orderQueue(actions);
  const sos = ordered.filter((action) => action.kind === "sos");
  const rest = ordered.filter((action) => action.kind !== "sos");
  const batches: Batch[] = sos.map((action) => ({ type: "single", action }));
  for (const action of rest) {
    const last = batches.at(-1);
    if (isAttendance(action)) {
      if (last?.type === "sync" && last.actions.length < SYNC_LIMIT) last.actions.push(action);
      else batches.push({ type: "sync", actions: [action] });
    } else batches.push({ type: "single", action });
  }
  return batches;
}

export type Outcome = "done" | "rejected" | "keep";

/**
 * What a result means for the queued action: 2xx applied (a replay too), 4xx refused for good (shown to
 * the agent, then removed: sending it again would be refused again), no answer or 5xx kept for later.
 * A 401 is kept too: the session ended while offline, the action goes once the agent signs in again.
 */
export function outcomeOf(status: number): Outcome {
  if (status >= 200 && status < 300) return "done";
  if (status >= 400 && status < 500 && ![401, 408, 429].includes(status)) return "rejected";
  return "keep";
}

/** The actions of one user, in order. */
export function actionsOf(actions: readonly QueuedAction[], userId: string): QueuedAction[] {
  return orderQueue(actions.filter((action) => action.user_id === userId));
}

/** Wait before the next automatic retry: 15 s, 30 s, 1 min... at most 5 min. */
export function retryDelayMs(attempts: number): number {
  return Math.min(15_000 * 2 ** Math.max(0, attempts), 5 * 60_000);
}

const NEXT_STATE: Record<TAttendanceKind, TAttendanceState> = {
  clock_in: "on_duty",
  break_start: "on_break",
  break_end: "on_duty",
  clock_out: "finished",
};

/** The state the agent is in: the server's last known one, then each attendance action still waiting. */
export function deriveState({
  server,
  pending,
}: {
  server: TAttendanceState;
  pending: readonly QueuedAction[];
}): TAttendanceState {
  let state = server;
  for (const action of orderQueue(pending)) {
    if (isAttendance(action)) state = NEXT_STATE[action.kind as TAttendanceKind];
  }
  return state;
}

/** The buttons of the 'Service' screen in a state. */
export function allowedKinds(state: TAttendanceState): TAttendanceKind[] {
  if (state === "on_duty") return ["break_start", "clock_out"];
  if (state === "on_break") return ["break_end"];
  return ["clock_in"];
}

import { type Batch, type Outcome, outcomeOf, planBatches, type QueuedAction } from "./queue-rules.ts";

export type ActionResult = { action: QueuedAction; outcome: Outcome; status: number; body: unknown };

/** A request's status (0: no answer) and body. */
export type Sent = { status: number; body: unknown };

export type ReplayPorts = {
  sendSingle: (action: QueuedAction) => Promise<Sent>;
  /** POST /api/attendance/sync: the per-event results, or the request's own failure. */
  sendSync: (
    bodies: unknown[],
  ) => Promise<{ results: { client_id: string; status: number; body: unknown }[] } | Sent>;
  remove: (action: QueuedAction) => Promise<void>;
  keep: (action: QueuedAction) => Promise<void>;
};

async function sendBatch(batch: Batch, ports: ReplayPorts): Promise<ActionResult[]> {
  if (batch.type === "single") {
    const { status, body } = await ports.sendSingle(batch.action);
    return [{ action: batch.action, outcome: outcomeOf(status), status, body }];
  }
  const answer = await ports.sendSync(batch.actions.map((action) => action.body));
  if (!("results" in answer)) {
    return batch.actions.map((action) => ({ action, outcome: outcomeOf(answer.status), ...answer }));
  }
  const byClientId = new Map(answer.results.map((result) => [result.client_id, result]));
  return batch.actions.map((action): ActionResult => {
    const result = byClientId.get(action.client_id);
    // An action the server did not answer for is kept: it is sent again, and applied once.
    if (!result) return { action, outcome: "keep", status: 0, body: null };
    return { action, outcome: outcomeOf(result.status), status: result.status, body: result.body };
  });
}

/**
 * One pass over the queue (decision 090): batches in order; applied and refused actions leave the queue,
 * kept ones count an attempt, and the first batch with a kept action stops the pass so that nothing
 * overtakes it.
 */
export async function runReplay(
  actions: readonly QueuedAction[],
  ports: ReplayPorts,
): Promise<ActionResult[]> {
  const results: ActionResult[] = [];
  for (const batch of planBatches(actions)) {
    const batchResults = await sendBatch(batch, ports);
    for (const result of batchResults) {
      if (result.outcome === "keep")
        await ports.keep({ ...result.action, attempts: result.action.attempts + 1 });
      else await ports.remove(result.action);
    }
    results.push(...batchResults);
    if (batchResults.some((result) => result.outcome === "keep")) break;
  }
  return results;
}

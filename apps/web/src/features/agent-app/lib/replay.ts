import {
  postAcknowledge,
  postLoneWorkerAnswer,
  postSos,
  postSync,
  type SendResult,
} from "../api/agent-api.ts";
import { listActions, putAction, removeAction } from "./offline-store.ts";
import { type Batch, type Outcome, outcomeOf, planBatches, type QueuedAction } from "./queue-rules.ts";

export type ActionResult = { action: QueuedAction; outcome: Outcome; status: number; body: unknown };

function sendSingle(action: QueuedAction): Promise<SendResult> {
  if (action.kind === "sos") return postSos(action.body);
  if (action.kind === "lone_worker_answer") return postLoneWorkerAnswer(action.body);
  return postAcknowledge(action.target_id ?? "", action.body);
}

async function sendBatch(batch: Batch): Promise<ActionResult[]> {
  if (batch.type === "single") {
    const { status, body } = await sendSingle(batch.action);
    return [{ action: batch.action, outcome: outcomeOf(status), status, body }];
  }
  const answer = await postSync(batch.actions.map((action) => action.body));
  if (!("results" in answer)) {
    return batch.actions.map((action) => ({ action, outcome: outcomeOf(answer.status), ...answer }));
  }
  const byClientId = new Map(answer.results.map((result) => [result.client_id, result]));
  return batch.actions.map((action) => {
    const result = byClientId.get(action.client_id);
    // An action the server did not answer for is kept: it is sent again, and applied once.
    if (!result) return { action, outcome: "keep", status: 0, body: null };
    return { action, outcome: outcomeOf(result.status), status: result.status, body: result.body };
  });
}

let running: Promise<ActionResult[]> | undefined;

/**
 * Sends the waiting actions in order. Applied and refused ones leave the queue (refusals are returned
 * to be shown); at the first request that gets no answer the rest stays, in order, for the next try.
 * One run at a time: `online`, the app's opening and the retry timer may ask together.
 */
export function replayQueue(): Promise<ActionResult[]> {
  running ??= (async () => {
    const results: ActionResult[] = [];
    try {
      for (const batch of planBatches(await listActions())) {
        const batchResults = await sendBatch(batch);
        for (const result of batchResults) {
          if (result.outcome === "keep") {
            await putAction({ ...result.action, attempts: result.action.attempts + 1 });
          } else if (result.action.seq !== undefined) await removeAction(result.action.seq);
        }
        results.push(...batchResults);
        if (batchResults.some((result) => result.outcome === "keep")) break;
      }
    } finally {
      running = undefined;
    }
    return results;
  })();
  return running;
}

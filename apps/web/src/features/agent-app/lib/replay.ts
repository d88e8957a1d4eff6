import {
  postAcknowledge,
  postLoneWorkerAnswer,
  postSos,
  postSync,
  postTourScan,
  postTourStart,
} from "../api/agent-api.ts";
import { postLogbookEntry } from "../api/logbook-api.ts";
import { listActions, putAction, removeAction } from "./offline-store.ts";
import { actionsOf, type QueuedAction } from "./queue-rules.ts";
import { type ActionResult, type ReplayPorts, runReplay } from "./replay-run.ts";

export type { ActionResult } from "./replay-run.ts";

const ports: ReplayPorts = {
  sendSingle: (action: QueuedAction) => {
    if (action.kind === "sos") return postSos(action.body);
    if (action.kind === "lone_worker_answer") return postLoneWorkerAnswer(action.body);
    if (action.kind === "tour_start") return postTourStart(action.body);
    if (action.kind === "tour_scan") return postTourScan(action.body);
    if (action.kind === "logbook_entry") return postLogbookEntry(action.body);
    return postAcknowledge(action.target_id ?? "", action.body);
  },
  sendSync: postSync,
  remove: async (action) => {
    if (action.seq !== undefined) await removeAction(action.seq);
  },
  keep: putAction,
};

let running: Promise<ActionResult[]> | undefined;

/**
 * Sends the signed-in user's waiting actions stored in IndexedDB. One run at a time: `online`, the
 * app's opening and the retry timer may ask together.
 */
export function replayQueue(userId: string): Promise<ActionResult[]> {
  running ??= (async () => {
    try {
      return await runReplay(actionsOf(await listActions(), userId), ports);
    } finally {
      running = undefined;
    }
  })();
  return running;
}

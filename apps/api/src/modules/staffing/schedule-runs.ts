// Runs of the automatic scheduler as jobs (issue 24 item 5, decision 110): started in a worker thread,
// followed by polling (progress and current best cost), cancelled, read. Runs live in this process's
// memory: a run is a minute of computation whose result the planner reads then applies (or not); a
// restart loses the runs under way, which the planner starts again. One run at a time per company.
import { Worker } from "node:worker_threads";
import {
  MSG_COVERAGE,
  type TAutoScheduleResult,
  type TAutoScheduleRun,
  type TAutoScheduleRunInput,
} from "@hts/domain";
import type { AuthContext } from "../../lib/auth-context.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import { requireScope } from "../../lib/record-access.ts";
import { loadScheduleInstance, scheduleAnswer, type TLoadedInstance } from "./auto-schedule.service.ts";
import type { TScheduleWorkerData } from "./schedule-worker-main.ts";

/** Beside this module in the sources (it registers tsx), beside the bundle in a build (dist/). */
const WORKER = new URL("./schedule-worker.mjs", import.meta.url);
/** A cancel stops between two sub-problems; a single solve longer than this ends with its thread. */
const CANCEL_GRACE_MS = 2_000;
/** A finished run stays readable this long. */
const KEEP_MS = 60 * 60_000;

type TRun = {
  view: TAutoScheduleRun;
  companyId: string;
  worker: Worker | null;
  stop: Int32Array;
  loaded: TLoadedInstance;
};

const runs = new Map<string, TRun>();

function finish(run: TRun, status: TAutoScheduleRun["status"], result: TAutoScheduleResult | null) {
  if (run.view.status !== "running") return;
  run.view = { ...run.view, status, result, finished_at: new Date().toISOString() };
  const worker = run.worker;
  run.worker = null;
  void worker?.terminate();
  setTimeout(() => runs.delete(run.view.id), KEEP_MS).unref();
}

export async function startScheduleRun({
  auth,
  input,
}: {
  auth: AuthContext;
  input: TAutoScheduleRunInput;
}): Promise<TAutoScheduleRun> {
  requireScope(auth, "shift", "create");
  if ([...runs.values()].some((r) => r.companyId === auth.companyId && r.view.status === "running")) {
    throw conflict(MSG_COVERAGE.runBusy);
  }
  const loaded = await loadScheduleInstance({ auth, input });
  const stopBuffer = new SharedArrayBuffer(4);
  const data: TScheduleWorkerData = {
    instance: loaded.instance,
    engine: input.engine,
    seed: input.seed,
    budgetMs: input.time_budget_seconds * 1000,
    stop: stopBuffer,
  };
  const run: TRun = {
    view: {
      id: crypto.randomUUID(),
      status: "running",
      engine: input.engine,
      started_at: new Date().toISOString(),
      finished_at: null,
      progress: { done: 0, total: 0, best_cost: null },
      result: null,
    },
    companyId: auth.companyId,
    worker: null,
    stop: new Int32Array(stopBuffer),
    loaded,
  };
  // The worker registers its own loader: the parent's flags (tsx, Vite's) are not meant for it.
  const worker = new Worker(WORKER, {
    workerData: data,
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: 1024 },
  });
  worker.unref();
  run.worker = worker;
  worker.on("message", (message: { type: string } & Record<string, unknown>) => {
    if (message.type === "progress") {
      run.view.progress = {
        done: Number(message.done),
        total: Number(message.total),
        best_cost: Number(message.cost),
      };
    } else if (message.type === "done") {
      const answer = scheduleAnswer(
        run.loaded,
        message.result as Parameters<typeof scheduleAnswer>[1],
        input.engine,
      );
      run.view.progress = { ...run.view.progress, best_cost: answer.breakdown?.total ?? null };
      finish(run, Atomics.load(run.stop, 0) === 1 ? "cancelled" : "done", answer);
    } else if (message.type === "error") {
      finish(run, "failed", null);
    }
  });
  worker.on("error", () => finish(run, "failed", null));
  worker.on("exit", () => finish(run, Atomics.load(run.stop, 0) === 1 ? "cancelled" : "failed", null));
  runs.set(run.view.id, run);
  return run.view;
}

function ownRun(auth: AuthContext, id: string): TRun {
  requireScope(auth, "shift", "create");
  const run = runs.get(id);
  // Another company's run answers like a missing one.
  if (!run || run.companyId !== auth.companyId) throw notFound(MSG_COVERAGE.runNotFound);
  return run;
}

export function readScheduleRun({ auth, id }: { auth: AuthContext; id: string }): TAutoScheduleRun {
  return ownRun(auth, id).view;
}

export function cancelScheduleRun({ auth, id }: { auth: AuthContext; id: string }): TAutoScheduleRun {
  const run = ownRun(auth, id);
  if (run.view.status !== "running") return run.view;
  Atomics.store(run.stop, 0, 1);
  setTimeout(() => finish(run, "cancelled", null), CANCEL_GRACE_MS).unref();
  return run.view;
}

/** Server stop: every thread ends (decision 023). */
export async function stopScheduleRuns(): Promise<void> {
  await Promise.all([...runs.values()].map((run) => run.worker?.terminate()));
}

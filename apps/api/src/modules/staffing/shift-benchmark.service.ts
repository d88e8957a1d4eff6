// A shift scheduling benchmark instance (Curtois & Qu's text format) planned by our solver through the
// API (issue 24 "standard rostering benchmarks imported through the API", decision 137). The text is
// parsed by the domain, mapped onto posts, agents and planning profiles in a scratch period of the
// caller's company held in memory (nothing is written: a benchmark's staff are not the company's
// agents), solved by the same worker as a planning run, and answered with the instance's objective as
// the benchmark defines it, beside the count of its hard rules the roster breaks, for comparison with
// the published best.
import { Worker } from "node:worker_threads";
import {
  BenchmarkFormatError,
  benchmarkObjective,
  benchmarkScheduleInstance,
  benchmarkViolations,
  MSG_COVERAGE,
  parseShiftBenchmark,
  rosterOf,
  type TProposedShift,
  type TShiftBenchmark,
  type TShiftBenchmarkInput,
  type TShiftBenchmarkResult,
} from "@hts/domain";
import type { AuthContext } from "../../lib/auth-context.ts";
import { AppError, conflict } from "../../lib/errors.ts";
import { requireScope } from "../../lib/record-access.ts";
import type { TScheduleWorkerData } from "./schedule-worker-main.ts";

const WORKER = new URL("./schedule-worker.mjs", import.meta.url);
/** Agents × days × shift types a benchmark may hold: beyond, a run of our solver is not meaningful. */
const MAX_CELLS = 200_000;
/** The worker's answer may come this long after its budget (loading HiGHS, the final check). */
const GRACE_MS = 30_000;

/** One benchmark at a time per company: it takes a core for up to its budget. */
const busy = new Set<string>();

function parsed(text: string): TShiftBenchmark {
  try {
    const bench = parseShiftBenchmark(text);
    const cells = bench.staff.length * bench.horizon * bench.shifts.length;
    if (cells > MAX_CELLS) throw new BenchmarkFormatError("benchTooLarge", { cells, max: MAX_CELLS });
    return bench;
  } catch (error) {
    if (error instanceof BenchmarkFormatError)
      throw new AppError("validation", { text: MSG_COVERAGE[error.key], params: error.params });
    throw error;
  }
}

type TWorkerDone = {
  proposed: TProposedShift[];
  stats: { subproblems: number; optimal: number; fallbacks: number; dropped: number };
};

function solveInWorker(data: TScheduleWorkerData): Promise<TWorkerDone> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, {
      workerData: data,
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: 1024 },
    });
    const timer = setTimeout(() => void worker.terminate(), data.budgetMs + GRACE_MS);
    const done = (fn: () => void) => {
      clearTimeout(timer);
      void worker.terminate();
      fn();
    };
    worker.on("message", (message: { type: string; result?: TWorkerDone; message?: string }) => {
      if (message.type === "done" && message.result) done(() => resolve(message.result as TWorkerDone));
      else if (message.type === "error") done(() => reject(new Error(message.message)));
    });
    worker.on("error", (error) => done(() => reject(error)));
    worker.on("exit", () => done(() => reject(new Error("benchmark worker ended without an answer"))));
  });
}

export async function runShiftBenchmark({
  auth,
  input,
}: {
  auth: AuthContext;
  input: TShiftBenchmarkInput;
}): Promise<TShiftBenchmarkResult> {
  requireScope(auth, "shift", "create");
  const bench = parsed(input.instance);
  let instance: ReturnType<typeof benchmarkScheduleInstance>;
  try {
    instance = benchmarkScheduleInstance(bench, {
      monday: input.start_date,
      siteId: `benchmark-${auth.companyId}`,
    });
  } catch (error) {
    if (error instanceof BenchmarkFormatError)
      throw new AppError("validation", { text: MSG_COVERAGE[error.key], params: error.params });
    throw error;
  }
  if (busy.has(auth.companyId)) throw conflict(MSG_COVERAGE.runBusy);
  busy.add(auth.companyId);
  const started = performance.now();
  try {
    const result = await solveInWorker({
      instance,
      engine: "highs",
      seed: input.seed,
      budgetMs: input.time_budget_seconds * 1000,
      stop: new SharedArrayBuffer(4),
    });
    const roster = rosterOf(bench, instance, result.proposed);
    return {
      objective: benchmarkObjective(bench, roster),
      hard_violations: benchmarkViolations(bench, roster),
      roster,
      seconds: Math.round((performance.now() - started) / 100) / 10,
      stats: {
        subproblems: result.stats.subproblems,
        optimal: result.stats.optimal,
        fallbacks: result.stats.fallbacks,
        dropped: result.stats.dropped,
      },
    };
  } finally {
    busy.delete(auth.companyId);
  }
}

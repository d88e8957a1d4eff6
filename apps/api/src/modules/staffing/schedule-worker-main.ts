// The scheduling worker thread (decision 110): HiGHS's solve is synchronous WebAssembly and a month
// takes up to a minute, so it runs here, never on the server's thread. It reports progress after each
// sub-problem, stops between two when the parent raises the shared stop flag (cancel), and answers the
// proposal; the parent ends the thread if a single solve outlasts the cancel grace.
import { parentPort, workerData } from "node:worker_threads";
import {
  greedySchedule,
  scheduleReport,
  solveSchedule,
  type TMipSolve,
  type TScheduleInstance,
} from "@hts/domain";
import loadHighs from "highs";

export type TScheduleWorkerData = {
  instance: TScheduleInstance;
  engine: "greedy" | "highs";
  seed: number;
  budgetMs: number;
  stop: SharedArrayBuffer;
};

async function main(data: TScheduleWorkerData) {
  const stop = new Int32Array(data.stop);
  if (data.engine === "greedy") {
    const result = greedySchedule(data.instance);
    parentPort?.postMessage({
      type: "done",
      result: {
        ...result,
        stats: { subproblems: 1 },
        report: scheduleReport(data.instance, result.proposed),
        before: scheduleReport(data.instance, []),
      },
    });
    return;
  }
  const highs = await loadHighs();
  const solve: TMipSolve = (lp, { timeLimitSeconds, seed }) => {
    const solution = highs.solve(lp, {
      time_limit: timeLimitSeconds,
      random_seed: seed,
      output_flag: false,
    });
    const columns: Record<string, number> = {};
    for (const [name, column] of Object.entries(solution.Columns ?? {})) {
      columns[name] = (column as { Primal?: number }).Primal ?? 0;
    }
    return { status: solution.Status, columns };
  };
  const result = solveSchedule(data.instance, {
    solve,
    seed: data.seed,
    budgetMs: data.budgetMs,
    shouldStop: () => Atomics.load(stop, 0) === 1,
    onProgress: (progress) => parentPort?.postMessage({ type: "progress", ...progress }),
  });
  parentPort?.postMessage({
    type: "done",
    result: {
      proposed: result.proposed,
      uncovered: result.uncovered,
      stats: result.stats,
      report: result.report,
      before: scheduleReport(data.instance, []),
    },
  });
}

main(workerData as TScheduleWorkerData).catch((error: unknown) => {
  parentPort?.postMessage({ type: "error", message: error instanceof Error ? error.message : String(error) });
});

// Test helper: the real HiGHS (npm `highs`, a devDependency of the domain) behind the domain's
// `TMipSolve` signature, so the model's tests solve exactly as the API's worker does.
import loadHighs from "highs";
import type { TMipSolve } from "./solve-schedule.ts";

const highs = await loadHighs();

export const highsSolve: TMipSolve = (lp, { timeLimitSeconds, seed }) => {
  const solution = highs.solve(lp, { time_limit: timeLimitSeconds, random_seed: seed, output_flag: false });
  const columns: Record<string, number> = {};
  for (const [name, column] of Object.entries(solution.Columns ?? {})) {
    columns[name] = (column as { Primal?: number }).Primal ?? 0;
  }
  return { status: solution.Status, columns };
};

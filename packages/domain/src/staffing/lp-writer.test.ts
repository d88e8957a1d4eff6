import { describe, expect, it } from "vitest";
import { highsSolve } from "./highs-test-solver.ts";
import { LpModel } from "./lp-writer.ts";

describe("LpModel", () => {
  it("sums the objective terms of one variable (HiGHS keeps only the last one written)", () => {
    // The coverage reward and the first stage's fairness price both land on a night's variable.
    const lp = new LpModel();
    const x = lp.binary("x");
    lp.cost(-1000, x);
    lp.cost(15, x);
    lp.row([[1, x]], "<=", 1);
    expect(lp.toString()).toContain("obj: - 985 x");
    expect(highsSolve(lp.toString(), { timeLimitSeconds: 5, seed: 1 }).columns.x).toBe(1);
  });
});

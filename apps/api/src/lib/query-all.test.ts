import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/helpers.ts";
import type { Db } from "../db/client.ts";
import { queryAll } from "./query-all.ts";

const ctx = useTestApp();
const firstNumber = (result: unknown) => (result as { rows: { n: number }[] }).rows[0]?.n;

/** Three queries that log when each starts and ends; the first one lasts 50 ms. */
function logged(db: Db) {
  const log: string[] = [];
  const query = (n: number, seconds: number) => async () => {
    log.push(`start ${n}`);
    const result = await db.execute(sql`select ${n}::int as n, pg_sleep(${seconds})`);
    log.push(`end ${n}`);
    return result;
  };
  return { log, queries: [query(1, 0.05), query(2, 0), query(3, 0)] as const };
}

describe("queryAll", () => {
  it("on a transaction (one connection), starts each query once the one before has answered", async () => {
    const { log, queries } = await ctx.database.db.transaction(async (tx) => {
      const run = logged(tx);
      const results = await queryAll(tx, run.queries);
      expect(results.map(firstNumber)).toEqual([1, 2, 3]);
      return run;
    });
    expect(queries).toHaveLength(3);
    expect(log).toEqual(["start 1", "end 1", "start 2", "end 2", "start 3", "end 3"]);
  });

  it("on the pool, starts them side by side, results in the same order", async () => {
    const { log, queries } = logged(ctx.database.db);
    const results = await queryAll(ctx.database.db, queries);
    expect(results.map(firstNumber)).toEqual([1, 2, 3]);
    expect(log.slice(0, 3)).toEqual(["start 1", "start 2", "start 3"]);
  });
});

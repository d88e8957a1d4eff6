import { PgTransaction } from "drizzle-orm/pg-core";
import type { Db } from "../db/client.ts";

type Queries = readonly (() => unknown)[];
type Results<T extends Queries> = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };

/**
 * Runs independent queries side by side on a pool, and one after the other on a transaction: a
 * transaction is one connection, and node-postgres deprecates (pg 9 refuses) a query sent while its
 * connection still executes another. Each query is a function, so that none starts before its turn.
 */
export async function queryAll<const T extends Queries>(db: Db, queries: T): Promise<Results<T>> {
  if (!(db instanceof PgTransaction))
    return (await Promise.all(queries.map((query) => query()))) as Results<T>;
  const results: unknown[] = [];
  for (const query of queries) results.push(await query());
  return results as Results<T>;
}

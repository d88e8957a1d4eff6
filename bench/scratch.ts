// The set-up the PostgreSQL benches share: a scratch database on the server of BENCH_DATABASE_URL (or
// TEST_DATABASE_URL) with the product's schema, the API built on it with a company's administrator
// signed in, and the floor server (a bare route and one prepared primary-key lookup on the same pool),
// all closed and dropped afterwards.
import Fastify, { type FastifyInstance } from "fastify";
import type pg from "pg";
import { buildApp } from "../apps/api/src/app.ts";
import { defaultConfig } from "../apps/api/src/config.ts";
import { createPool, type Database, fromPool } from "../apps/api/src/db/client.ts";
import { migrateDatabase } from "../apps/api/src/db/migrate.ts";
import { adminQuery, benchAdmin, withDatabase } from "./support.ts";

export type ScratchApp = {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: Database;
  pool: pg.Pool;
  /** The bearer header of the administrator of the company the bench registered. */
  headers: Record<string, string>;
  companyId: string;
};

/**
 * Runs `bench` on a scratch database named after `label`, or says the bench was skipped (`title`) when no
 * PostgreSQL server is given.
 */
export async function withScratchApp(
  { label, title, poolSize = 20 }: { label: string; title: string; poolSize?: number },
  bench: (scratch: ScratchApp) => Promise<void>,
): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url) {
    console.log(`\n${title} : ignoré (BENCH_DATABASE_URL ou TEST_DATABASE_URL requis, PostgreSQL)`);
    return;
  }
  const name = `hts_bench_${label}_${process.pid}`;
  await adminQuery(url, `create database ${name}`);
  const database = fromPool(createPool(withDatabase(url, name), poolSize));
  try {
    await migrateDatabase(database);
    const app = await buildApp({
      database,
      config: {
        ...defaultConfig,
        logLevel: (process.env.BENCH_LOG_LEVEL ?? "silent") as "silent",
        passwordCost: 12,
        selfServicePlans: ["enterprise"],
      },
    });
    try {
      const headers = await benchAdmin(app, label);
      const pool = database.pool as pg.Pool;
      const companyId = (await pool.query("select id from companies order by created_at limit 1")).rows[0]
        .id as string;
      await bench({ app, database, pool, headers, companyId });
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await adminQuery(url, `drop database if exists ${name} with (force)`);
  }
}

/**
 * The baseline server: `/bare` answers a constant, `/floor` does one prepared primary-key lookup on the
 * bench's pool, the least any authenticated read costs on this stack (issue 18).
 */
export function floorServer(pool: pg.Pool, companyId: string): FastifyInstance {
  const bare = Fastify();
  bare.get("/bare", async () => ({ status: "ok" }));
  bare.get("/floor", async () => {
    const { rows } = await pool.query({
      name: "bench_floor",
      text: "select id, name from companies where id = $1",
      values: [companyId],
    });
    return rows[0];
  });
  return bare;
}

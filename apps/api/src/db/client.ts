import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { type EmbeddedEngine, startEmbeddedEngine } from "./embedded-engine.ts";
import * as schema from "./schema.ts";

export type Schema = typeof schema;
/** The Drizzle handle services use; the same type for PGlite, node-postgres and a transaction. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** PGlite in this thread (tests, scripts): raw SQL, data-directory dumps. */
  pglite?: PGlite;
  /** PostgreSQL, or the embedded engine's worker thread (decision 057). */
  pool?: pg.Pool;
  close(): Promise<void>;
};

export function fromPglite(client: PGlite): Database {
  return {
    db: drizzlePglite({ client, schema }) as unknown as Db,
    kind: "pglite",
    pglite: client,
    close: () => client.close(),
  };
}

export function fromPool(pool: pg.Pool): Database {
  return {
    db: drizzleNodePg({ client: pool, schema }) as unknown as Db,
    kind: "postgres",
    pool,
    close: () => pool.end(),
  };
}

export function createPool(connectionString: string, max = 10): pg.Pool {
  // node-postgres waits forever for a connection by default: bound it so an outage gives an error.
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its server must not crash the process; the next query reports the error.
  pool.on("error", () => {});
  return pool;
}

/**
 * PGlite in `dataDir` served by a worker thread (decision 057), reached through the same node-postgres
 * driver as PostgreSQL: the event loop never runs the engine. Kind "pglite": one process, live events
 * stay in it, it always leads the jobs.
 */
export async function openEmbedded(
  source: { dataDir: string } | { snapshotFile: string },
): Promise<Database> {
  const engine = startEmbeddedEngine(source);
  await engine.ready;
  return fromEngine(engine);
}

/** The Drizzle handle on an embedded engine, usable before it is ready (queries then wait for it). */
export function fromEngine(engine: EmbeddedEngine): Database {
  return { ...fromPool(engine.pool), kind: "pglite", close: engine.close };
}

/**
 * Opens PGlite in `dataDir` (created if missing), or a pool on `databaseUrl`. `thread: "main"` runs
 * PGlite on the calling thread, as before decision 057 (scripts, and the bench's comparison).
 */
export async function openDatabase({
  databaseUrl,
  dataDir,
  thread = "worker",
}: {
  databaseUrl: string | undefined;
  dataDir: string;
  thread?: "worker" | "main";
}): Promise<Database> {
  if (databaseUrl) return fromPool(createPool(databaseUrl));
  if (thread === "worker") return openEmbedded({ dataDir });
  return fromPglite(await PGlite.create({ dataDir }));
}

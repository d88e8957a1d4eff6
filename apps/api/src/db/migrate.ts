import path from "node:path";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Database } from "./client.ts";

export const migrationsFolder = path.join(import.meta.dirname, "migrations");

// Any constant: every process migrating the same PostgreSQL database takes the same lock.
const MIGRATION_LOCK_KEY = 4_835_201;

/** Applies the committed SQL migrations. On PostgreSQL, concurrent starts wait for each other. */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === "pglite" && database.pglite) {
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver-specific handle type.
    await migratePglite(database.db as any, { migrationsFolder });
    return;
  }
  const pool = database.pool;
  if (!pool) throw new Error("PostgreSQL pool missing");
  if (database.kind === "pglite") {
    // The embedded engine's worker (decision 057): one process owns the data directory, no lock needed.
    // biome-ignore lint/suspicious/noExplicitAny: same as above.
    await migrateNodePg(database.db as any, { migrationsFolder });
    return;
  }
  const lockClient = await pool.connect();
  try {
    await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    // biome-ignore lint/suspicious/noExplicitAny: same as above.
    await migrateNodePg(database.db as any, { migrationsFolder });
  } finally {
    await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    lockClient.release();
  }
}

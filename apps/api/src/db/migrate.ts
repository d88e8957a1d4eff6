import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Database } from "./client.ts";

export const migrationsFolder = path.join(import.meta.dirname, "migrations");

// Any constant: every process migrating the same PostgreSQL database takes the same lock.
const MIGRATION_LOCK_KEY = 4_835_201;

/** The newest migration's time in the journal: what drizzle compares with the last one applied. */
function newestJournalMillis(): number {
  const file = path.join(migrationsFolder, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(file, "utf8")) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/**
 * Whether the database already holds the journal's newest migration. Drizzle applies the migrations
 * newer than the last one applied; when none is newer, its five statements (schema, table, read, an
 * empty transaction) and the reading and hashing of every SQL file are a start's time for nothing
 * (issue 26). One read answers the same question; a database without the table is not up to date.
 */
export async function isUpToDate(database: Database): Promise<boolean> {
  try {
    const result = await database.db.execute(
      sql`select max(created_at) as last from drizzle.__drizzle_migrations`,
    );
    const last = Number((result as unknown as { rows: { last: unknown }[] }).rows[0]?.last ?? 0);
    return last >= newestJournalMillis();
  } catch {
    return false;
  }
}

/** Applies the committed SQL migrations. On PostgreSQL, concurrent starts wait for each other. */
export async function migrateDatabase(database: Database): Promise<void> {
  if (await isUpToDate(database)) return;
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

import { sql } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { openTestDatabase } from "../../test/test-database.ts";
import { isUpToDate, migrateDatabase } from "./migrate.ts";

// A start on a database that holds every migration skips drizzle's migrator (issue 26); one that lacks
// the newest migration, or the migrations table, goes through it as before.

const open = () =>
  openTestDatabase({ snapshotFile: inject("pgliteSnapshot"), templateDb: inject("pgTemplate") });

describe("migrations at start", () => {
  it("sees a migrated database as up to date, and one missing its newest migration as not", async () => {
    const database = await open();
    try {
      expect(await isUpToDate(database)).toBe(true);
      // Idempotent: nothing to apply, nothing fails.
      await migrateDatabase(database);
      await database.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
      );
      expect(await isUpToDate(database)).toBe(false);
    } finally {
      await database.close();
    }
  });

  it("sees a database without the migrations table as not up to date, and migrates it", async () => {
    const database = await open();
    try {
      await database.db.execute(sql`drop schema drizzle cascade`);
      expect(await isUpToDate(database)).toBe(false);
      // Every table exists already: the migrator would fail on the first CREATE TABLE, which proves
      // that it ran (a skipped migrator would not have failed).
      await expect(migrateDatabase(database)).rejects.toThrow();
    } finally {
      await database.close();
    }
  });
});

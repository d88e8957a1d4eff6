import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { createPool, type Database, fromPglite, fromPool, openEmbedded } from "../src/db/client.ts";

// Each test file gets its own database, copied from one migrated at global setup: PGlite from a data
// directory dump, PostgreSQL with CREATE DATABASE ... TEMPLATE.

/**
 * pglite: PGlite in the test's thread (fast, the default); pglite-worker: PGlite in the embedded
 * engine's worker thread behind node-postgres, as the server runs it (decision 057); postgres.
 */
export type TestDbKind = "pglite" | "pglite-worker" | "postgres";

export const testDbKind = (): TestDbKind => {
  const kind = process.env.HTS_TEST_DB;
  return kind === "postgres" || kind === "pglite-worker" ? kind : "pglite";
};

export function serverUrl(database: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test");
  url.pathname = `/${database}`;
  return url.toString();
}

export async function openTestDatabase({
  snapshotFile,
  templateDb,
}: {
  snapshotFile?: string;
  templateDb?: string;
}): Promise<Database> {
  if (testDbKind() === "pglite-worker") {
    if (!snapshotFile) throw new Error("PGlite snapshot missing: is the global setup registered?");
    return openEmbedded({ snapshotFile });
  }
  if (testDbKind() === "pglite") {
    if (!snapshotFile) throw new Error("PGlite snapshot missing: is the global setup registered?");
    const blob = new Blob([await fs.readFile(snapshotFile)]);
    return fromPglite(await PGlite.create({ loadDataDir: blob }));
  }
  if (!templateDb) throw new Error("PostgreSQL template missing: is the global setup registered?");
  const name = `hts_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl("postgres") });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${templateDb}`);
  } finally {
    await admin.end();
  }
  const database = fromPool(createPool(serverUrl(name), 5));
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl("postgres") });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

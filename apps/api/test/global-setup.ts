import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { createPool, fromPglite, fromPool } from "../src/db/client.ts";
import { migrateDatabase } from "../src/db/migrate.ts";
import { scanLogs } from "./log-scan.ts";
import { serverUrl, testDbKind } from "./test-database.ts";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    pgTemplate: string;
    /** Where every test app writes its log and the secrets it saw (log-scan.ts). */
    logDir: string;
  }
}

/** Migrates once; every test file then copies the result (see test-database.ts). */
export default async function setup(project: TestProject) {
  const logDir = await fs.mkdtemp(path.join(os.tmpdir(), "hts-logs-"));
  project.provide("logDir", logDir);
  const teardownDb = await setupDatabase(project);
  return async () => {
    await teardownDb();
    // After the whole API run: no secret any test used may appear in any log line.
    const leaks = await scanLogs(logDir);
    await fs.rm(logDir, { recursive: true, force: true });
    if (leaks.length > 0) {
      // Vitest reports an error thrown by a global teardown but still exits 0: set the code ourselves.
      process.exitCode = 1;
      throw new Error(`Secrets found in the API logs:\n${leaks.join("\n")}`);
    }
  };
}

async function setupDatabase(project: TestProject): Promise<() => Promise<void>> {
  if (testDbKind() !== "postgres") {
    const database = fromPglite(await PGlite.create());
    await migrateDatabase(database);
    const dump = await database.pglite?.dumpDataDir("none");
    await database.close();
    if (!dump) throw new Error("PGlite dump failed");
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "hts-test-"));
    const file = path.join(dir, "migrated.tar");
    await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
    project.provide("pgliteSnapshot", file);
    project.provide("pgTemplate", "");
    return async () => fs.rm(dir, { recursive: true, force: true });
  }

  const template = `hts_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl("postgres") });
  await admin.connect();
  await admin.query(`drop database if exists ${template} with (force)`);
  await admin.query(`create database ${template}`);
  await admin.end();
  const database = fromPool(createPool(serverUrl(template), 2));
  await migrateDatabase(database);
  // A template must have no open connection when test files copy it.
  await database.close();
  project.provide("pgliteSnapshot", "");
  project.provide("pgTemplate", template);
  return async () => {
    const cleanup = new pg.Client({ connectionString: serverUrl("postgres") });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${template} with (force)`);
    await cleanup.end();
  };
}

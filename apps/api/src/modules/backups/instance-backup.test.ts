import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { count } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { fromPglite, openDatabase } from "../../db/client.ts";
import { migrateDatabase } from "../../db/migrate.ts";
import { companies, users } from "../../db/schema.ts";
import { seedDemoCompany } from "../demo/index.ts";
import { backupPglite, restorePglite } from "./instance-backup.ts";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "hts-instance-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("npm run backup / npm run restore (PGlite)", () => {
  it("restores into an empty data directory with the same rows, and never over an existing one", async () => {
    const source = path.join(root, "source");
    const database = await openDatabase({ databaseUrl: undefined, dataDir: source });
    await migrateDatabase(database);
    await seedDemoCompany({ db: database.db, passwordCost: 10 });
    const snapshot = async (db: typeof database.db) => ({
      users: await db
        .select({ email: users.email, hash: users.passwordHash })
        .from(users)
        .orderBy(users.email),
      companies: (await db.select({ n: count() }).from(companies))[0]?.n,
    });
    const before = await snapshot(database.db);
    await database.close();

    const file = path.join(root, "dump", "hts.tar.gz");
    const size = await backupPglite({ dataDir: source, file });
    expect(size).toBeGreaterThan(1000);
    const target = path.join(root, "restored");
    await restorePglite({ dataDir: target, file });
    const restored = fromPglite(await PGlite.create({ dataDir: target }));
    expect(await snapshot(restored.db)).toEqual(before);
    expect(before.users.length).toBeGreaterThan(3);
    await restored.close();
    await expect(restorePglite({ dataDir: source, file })).rejects.toThrow(/pas vide/);
    // Three PGlite start-ups and a migration: slow on a busy 2-core machine.
  }, 120_000);
});

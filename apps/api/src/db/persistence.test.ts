import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { testConfig } from "../../test/helpers.ts";
import { buildApp } from "../app.ts";
import { openDatabase } from "./client.ts";
import { lockDataDir } from "./data-dir-lock.ts";
import { migrateDatabase } from "./migrate.ts";

// The embedded database must keep every company and user across a restart (PGlite files in DATA_DIR).
describe("PGlite persistence", () => {
  it("keeps companies and users after the server restarts", async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "hts-persist-"));
    try {
      const start = async () => {
        const database = await openDatabase({ databaseUrl: undefined, dataDir });
        await migrateDatabase(database);
        const app = await buildApp({ database, config: testConfig() });
        const stop = async () => {
          await app.close();
          await database.close();
        };
        return { app, stop };
      };

      const first = await start();
      const register = await first.app.inject({
        method: "POST",
        url: "/api/auth/register",
        payload: {
          company: { name: "Persistance SARL", email: "contact@persistance.fr" },
          admin: { name: "Paul", email: "paul@persistance.fr", password: "persist-Paul-2026" },
        },
      });
      expect(register.statusCode).toBe(201);
      await first.stop();

      const second = await start();
      const login = await second.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: "paul@persistance.fr", password: "persist-Paul-2026" },
      });
      expect(login.statusCode).toBe(200);
      expect(login.json().company.name).toBe("Persistance SARL");
      await second.stop();
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000); // Opens and migrates a PGlite directory twice: slow on a busy machine.

  it("refuses a second process on the same data directory and takes over a stale lock", async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "hts-lock-"));
    try {
      // A live process (this test's parent) holding the lock blocks us.
      await fs.writeFile(path.join(dataDir, "hts.lock"), String(process.ppid));
      expect(() => lockDataDir(dataDir)).toThrow(/déjà utilisé/);
      // A lock left by a dead process is taken over.
      await fs.writeFile(path.join(dataDir, "hts.lock"), "999999999");
      const unlock = lockDataDir(dataDir);
      expect(await fs.readFile(path.join(dataDir, "hts.lock"), "utf8")).toBe(String(process.pid));
      unlock();
      await expect(fs.access(path.join(dataDir, "hts.lock"))).rejects.toThrow();
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { openTestDatabase } from "../../../test/test-database.ts";
import { companies } from "../../db/schema.ts";
import { createCompanyBackup } from "./company-backup.ts";

// A scheduled backup runs right after a start; a stop in the middle closes the database under it. Each
// table's JSON is read by a stream that yazl does not watch: a failed read was an unhandled 'error'
// event that ended the server (seen by the start-time bench). The backup now fails on its own.

const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), "hts-backup-failure-"));
afterAll(() => fs.rmSync(backupDir, { recursive: true, force: true }));

describe("a company backup whose database closes under it", () => {
  it("rejects, leaves no partial file, and the process goes on", async () => {
    const database = await openTestDatabase({
      snapshotFile: inject("pgliteSnapshot"),
      templateDb: inject("pgTemplate"),
    });
    const [company] = await database.db
      .insert(companies)
      .values({ name: "Fermeture SA", email: "fermeture@example.fr" })
      .returning({ id: companies.id });
    if (!company) throw new Error("no company");
    const backup = createCompanyBackup({ db: database.db, companyId: company.id, backupDir }).then(
      () => "écrite",
      (error: Error) => error.message,
    );
    // Closed while the backup reads (on PGlite, once the company row is read: the tables' streams fail).
    await new Promise((resolve) => setImmediate(resolve));
    await database.close();
    expect(await backup).not.toBe("écrite");
    const dir = path.join(backupDir, company.id);
    expect(fs.existsSync(dir) ? fs.readdirSync(dir) : []).toEqual([]);
  });
});

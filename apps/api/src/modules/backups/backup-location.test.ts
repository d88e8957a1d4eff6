import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { moveLegacyBackups } from "./backup-location.ts";

describe("where company backups are kept", () => {
  it("defaults to DATA_DIR/backups; BACKUP_DIR, when set, wins", () => {
    const cwd = "/srv/hts";
    const byDefault = loadConfig({ INIT_CWD: cwd, DATA_DIR: "/var/lib/hts" });
    expect(byDefault.backupDir).toBe("/var/lib/hts/backups");
    expect(byDefault.legacyBackupDir).toBe("/srv/hts/backups");
    const shared = loadConfig({ INIT_CWD: cwd, BACKUP_DIR: "/mnt/shared/hts-backups" });
    expect(shared.backupDir).toBe("/mnt/shared/hts-backups");
    expect(shared.legacyBackupDir).toBeUndefined();
  });

  it("moves the backups of the old default folder, never overwriting, leaving other files", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "hts-backup-location-"));
    const from = path.join(root, "old");
    const to = path.join(root, "data", "backups");
    const company = "0b6f7c2e-1111-4a4a-9c9c-123456789abc";
    fs.mkdirSync(path.join(from, company), { recursive: true });
    fs.writeFileSync(path.join(from, company, "hts-backup-20261101-020000.zip"), "old one");
    fs.writeFileSync(path.join(from, company, "hts-backup-20261102-020000.zip"), "kept at the old place");
    fs.writeFileSync(path.join(from, company, "notes.txt"), "not ours");
    fs.mkdirSync(path.join(to, company), { recursive: true });
    fs.writeFileSync(path.join(to, company, "hts-backup-20261102-020000.zip"), "already moved");

    expect(await moveLegacyBackups({ from, to })).toBe(1);
    expect(fs.readFileSync(path.join(to, company, "hts-backup-20261101-020000.zip"), "utf8")).toBe("old one");
    expect(fs.readFileSync(path.join(to, company, "hts-backup-20261102-020000.zip"), "utf8")).toBe(
      "already moved",
    );
    expect(fs.existsSync(path.join(from, company, "notes.txt"))).toBe(true);
    expect(await moveLegacyBackups({ from: undefined, to })).toBe(0);
    fs.rmSync(root, { recursive: true, force: true });
  });
});

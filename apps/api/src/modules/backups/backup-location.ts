import fs from "node:fs";
import path from "node:path";

// Company backups used to default to `./backups` where the server was started, inside the code
// checkout; they now default to DATA_DIR/backups (decision 066). At start-up, the backups found at the
// old place are moved to the new one, so that they stay listed, downloadable and restorable. Only the
// names the backup module writes are moved (one folder per company id, hts-backup-*.zip inside).

const COMPANY_DIR = /^[0-9a-f-]{36}$/;
const BACKUP_FILE = /^hts-backup-\d{8}-\d{6}\.zip$/;

async function move(from: string, to: string) {
  try {
    await fs.promises.rename(from, to);
  } catch (error) {
    // Another disk: copy, then remove the original once the copy is whole.
    if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
    await fs.promises.copyFile(from, to, fs.constants.COPYFILE_EXCL);
    await fs.promises.unlink(from);
  }
}

/** Moves the old default folder's backups into `to`; returns how many files moved. */
export async function moveLegacyBackups({
  from,
  to,
}: {
  from: string | undefined;
  to: string;
}): Promise<number> {
  if (!from || path.resolve(from) === path.resolve(to)) return 0;
  const companies = await fs.promises.readdir(from).catch(() => [] as string[]);
  let moved = 0;
  for (const company of companies.filter((name) => COMPANY_DIR.test(name))) {
    const files = (await fs.promises.readdir(path.join(from, company))).filter((n) => BACKUP_FILE.test(n));
    if (files.length === 0) continue;
    await fs.promises.mkdir(path.join(to, company), { recursive: true });
    for (const file of files) {
      const target = path.join(to, company, file);
      if (fs.existsSync(target)) continue; // already there: never overwrite
      await move(path.join(from, company, file), target);
      moved++;
    }
    await fs.promises.rmdir(path.join(from, company)).catch(() => {});
  }
  await fs.promises.rmdir(from).catch(() => {});
  return moved;
}

// `npm run backup [-- file]`: the whole instance's database to a file (see instance-backup.ts).

import path from "node:path";
import { loadConfig } from "../config.ts";
import { lockDataDir } from "../db/data-dir-lock.ts";
import { loadDotEnv } from "../lib/env-file.ts";
import { backupPglite, backupPostgres } from "../modules/backups/index.ts";

loadDotEnv();
const config = loadConfig();
const stamp = new Date().toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
const file = path.resolve(
  process.env.INIT_CWD ?? process.cwd(),
  process.argv[2] ??
    path.join(
      config.backupDir,
      "instance",
      `hts-instance-${stamp}.${config.databaseUrl ? "dump" : "tar.gz"}`,
    ),
);

if (config.databaseUrl) {
  await backupPostgres({ databaseUrl: config.databaseUrl, file });
  console.log(`Sauvegarde PostgreSQL (pg_dump) écrite dans ${file}`);
} else {
  // The server must be stopped: PGlite's directory is single-process (the lock says who holds it).
  const unlock = lockDataDir(config.dataDir);
  try {
    const size = await backupPglite({ dataDir: config.dataDir, file });
    console.log(`Sauvegarde de ${config.dataDir} écrite dans ${file} (${size} octets)`);
  } finally {
    unlock();
  }
}

// `npm run restore -- file`: restores an instance backup made by `npm run backup`.
// PGlite: into DATA_DIR, which must be empty or absent. PostgreSQL: into DATABASE_URL (pg_restore --clean).

import path from "node:path";
import { loadConfig } from "../config.ts";
import { loadDotEnv } from "../lib/env-file.ts";
import { restorePglite, restorePostgres } from "../modules/backups/index.ts";

loadDotEnv();
const config = loadConfig();
const arg = process.argv[2];
if (!arg) {
  console.error("Usage : npm run restore -- <fichier de sauvegarde>");
  process.exit(1);
}
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), arg);
try {
  if (config.databaseUrl) {
    await restorePostgres({ databaseUrl: config.databaseUrl, file });
    console.log(`Sauvegarde ${file} restaurée dans la base PostgreSQL (DATABASE_URL)`);
  } else {
    await restorePglite({ dataDir: config.dataDir, file });
    console.log(`Sauvegarde ${file} restaurée dans ${config.dataDir}`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

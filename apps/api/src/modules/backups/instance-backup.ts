import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";

// `npm run backup` / `npm run restore`, for the operator of an instance: the whole database, every
// company. PGlite: its data directory as a gzipped tar (PGlite's own dump, taken with the server
// stopped: the data directory is locked). PostgreSQL: pg_dump's custom format, restored by pg_restore.

/** Dumps a PGlite data directory to `file` (.tar.gz). */
export async function backupPglite({ dataDir, file }: { dataDir: string; file: string }): Promise<number> {
  if (!fs.existsSync(path.join(dataDir, "PG_VERSION"))) {
    throw new Error(`Aucune base PGlite dans ${dataDir}`);
  }
  const db = await PGlite.create({ dataDir });
  try {
    const dump = await db.dumpDataDir("gzip");
    const bytes = Buffer.from(await dump.arrayBuffer());
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, bytes);
    return bytes.length;
  } finally {
    await db.close();
  }
}

/** Restores a dump into an empty (or missing) data directory; never over an existing database. */
export async function restorePglite({ dataDir, file }: { dataDir: string; file: string }): Promise<void> {
  const existing = fs.existsSync(dataDir) ? fs.readdirSync(dataDir).filter((n) => n !== "hts.lock") : [];
  if (existing.length > 0) {
    throw new Error(
      `Le dossier ${dataDir} n'est pas vide : restaurez dans un dossier vide (DATA_DIR) pour ne rien écraser.`,
    );
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create({ dataDir, loadDataDir: new Blob([fs.readFileSync(file)]) });
  try {
    await db.query("select 1");
  } finally {
    await db.close();
  }
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "inherit", "inherit"] });
    child.on("error", (error) =>
      reject(
        (error as NodeJS.ErrnoException).code === "ENOENT"
          ? new Error(
              `${command} introuvable : installez les outils clients PostgreSQL (paquet postgresql-client).`,
            )
          : error,
      ),
    );
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} a échoué (code ${code})`)),
    );
  });
}

export async function backupPostgres({
  databaseUrl,
  file,
}: {
  databaseUrl: string;
  file: string;
}): Promise<void> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await run("pg_dump", ["--format=custom", "--no-owner", `--file=${file}`, databaseUrl]);
}

export async function restorePostgres({
  databaseUrl,
  file,
}: {
  databaseUrl: string;
  file: string;
}): Promise<void> {
  await run("pg_restore", ["--clean", "--if-exists", "--no-owner", `--dbname=${databaseUrl}`, file]);
}

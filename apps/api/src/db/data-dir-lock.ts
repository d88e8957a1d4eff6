import fs from "node:fs";
import path from "node:path";

// PGlite is single-process: a second server on the same data directory can corrupt it. The lock file
// holds the owner's pid; a lock whose process is gone is stale and taken over.

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "hts.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: "wx" });
      return () => fs.rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number(fs.readFileSync(file, "utf8"));
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `Le dossier de données ${dataDir} est déjà utilisé par le processus ${owner}. ` +
            "Arrêtez l'autre serveur ou choisissez un autre DATA_DIR.",
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Impossible de verrouiller le dossier de données ${dataDir}`);
}

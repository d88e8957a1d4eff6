// Regenerates package-lock.json from the package.json files alone (decision 060). npm resolves from
// node_modules when it is there and then records only this machine's native binaries, so the lock is
// written in an empty scratch folder holding only the root and workspace package.json files, then
// copied back and checked. Every dependency comes out at its newest version within its range.
// Usage: npm run relock   (then `npm install` to bring node_modules in line with it)
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const { workspaces = [] } = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
if (workspaces.some((folder) => folder.includes("*"))) {
  throw new Error("relock : les workspaces doivent être des dossiers explicites, sans motif");
}

const scratch = mkdtempSync(join(tmpdir(), "hts-relock-"));
try {
  for (const folder of [".", ...workspaces]) {
    mkdirSync(join(scratch, folder), { recursive: true });
    copyFileSync(join(root, folder, "package.json"), join(scratch, folder, "package.json"));
  }
  // The second pass starts from the first's lock: it drops the entries the first marks "extraneous"
  // (peer dependencies nobody installs), as the next `npm install` would, so the lock stays as written.
  for (let pass = 0; pass < 2; pass++) {
    execFileSync("npm", ["install", "--package-lock-only", "--no-audit", "--no-fund"], {
      cwd: scratch,
      stdio: "inherit",
    });
  }
  copyFileSync(join(scratch, "package-lock.json"), join(root, "package-lock.json"));
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
execFileSync(process.execPath, [join(root, "scripts", "check-lock.mjs")], { stdio: "inherit" });

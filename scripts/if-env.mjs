// Runs a command only when an environment variable is set (used for the PostgreSQL pass of the API
// tests, which needs TEST_DATABASE_URL). Says plainly when it does not run, so nobody mistakes it for a pass.
import { spawnSync } from "node:child_process";

const [name, command] = process.argv.slice(2);
if (!process.env[name]) {
  console.log(`${name} n'est pas défini : passe PostgreSQL non exécutée (seulement PGlite).`);
  process.exit(0);
}
const result = spawnSync(command, { shell: true, stdio: "inherit" });
process.exit(result.status ?? 1);

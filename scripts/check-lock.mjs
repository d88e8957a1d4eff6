// Checks that package-lock.json records every optional dependency of every locked package, for every
// platform. An npm that resolves from an installed tree writes only this machine's native binaries
// (Biome, Tailwind's oxide...): `npm ci` then refuses the lock, or installs elsewhere without the
// binary that platform needs. Decision 060 says how to regenerate a lock this check accepts.
// Usage: node scripts/check-lock.mjs [path/to/package-lock.json]
import { readFileSync } from "node:fs";

const lockPath = process.argv[2] ?? new URL("../package-lock.json", import.meta.url);
const { packages } = JSON.parse(readFileSync(lockPath, "utf8"));

// Node's lookup: the package's own node_modules, then each parent folder's, up to the root.
function resolves(location, name) {
  const parts = location === "" ? [] : location.split("/");
  for (let end = parts.length; end >= 0; end--) {
    if (end > 0 && parts[end - 1] === "node_modules") continue;
    const base = parts.slice(0, end).join("/");
    if (packages[`${base ? `${base}/` : ""}node_modules/${name}`]) return true;
  }
  return false;
}

const missing = [];
for (const [location, entry] of Object.entries(packages)) {
  if (entry.link) continue;
  for (const name of Object.keys(entry.optionalDependencies ?? {})) {
    if (!resolves(location, name)) missing.push(`${name} (de ${location || "la racine"})`);
  }
}

if (missing.length > 0) {
  console.error(`package-lock.json incomplet : ${missing.length} dépendance(s) optionnelle(s) absente(s)`);
  for (const line of missing) console.error(`  ${line}`);
  console.error("Régénérez le verrou sans node_modules (décision 060) : npm run relock");
  process.exit(1);
}
console.log(`package-lock.json complet (${Object.keys(packages).length} entrées)`);

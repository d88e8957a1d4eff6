// `npm run test:systemd` (decision 064): deploy/hts.service must pass `systemd-analyze verify` with no
// message at all (unknown keys are only warnings there: any output fails here), and must keep what the
// operator relies on: a dedicated user, a restart on failure, a stop timeout, an environment file.
// This script installs nothing: `.ci/run` installs the `systemd` package. Without systemd-analyze it
// fails under CI=true and says so elsewhere (a developer's machine without systemd).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const unit = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../deploy/hts.service");
const text = fs.readFileSync(unit, "utf8");

const failures = [];
for (const [rule, pattern] of [
  ["utilisateur dédié (User=hts)", /^User=hts$/m],
  ["redémarrage sur échec (Restart=on-failure)", /^Restart=on-failure$/m],
  ["délai d'arrêt (TimeoutStopSec=)", /^TimeoutStopSec=\d+s?$/m],
  ["fichier d'environnement (EnvironmentFile=)", /^EnvironmentFile=\S+$/m],
  [
    "durcissement (NoNewPrivileges, ProtectSystem=strict)",
    /^NoNewPrivileges=true$[\s\S]*^ProtectSystem=strict$/m,
  ],
  ["serveur compilé lancé sans npm", /^ExecStart=\S*node \S*apps\/api\/dist\/server\.mjs$/m],
]) {
  if (!pattern.test(text)) failures.push(`règle manquante : ${rule}`);
}

const analyze = spawnSync("systemd-analyze", ["verify", unit], { encoding: "utf8" });
if (analyze.error) {
  const message = "systemd-analyze est introuvable (paquet Debian `systemd`) : l'unité n'est pas vérifiée.";
  if (process.env.CI === "true") failures.push(message);
  else console.warn(`ATTENTION : ${message}`);
} else {
  const output = `${analyze.stdout}${analyze.stderr}`.trim();
  if (analyze.status !== 0 || output)
    failures.push(`systemd-analyze verify (code ${analyze.status}) :\n${output}`);
}

if (failures.length > 0) {
  console.error(`deploy/hts.service refusée :\n- ${failures.join("\n- ")}`);
  process.exit(1);
}
console.log("deploy/hts.service : vérifiée (systemd-analyze verify, règles d'exploitation).");

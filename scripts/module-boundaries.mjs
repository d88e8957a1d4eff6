#!/usr/bin/env node
// Proves the API's module-boundary lint rule (apps/api/biome.json, decision 069) both ways: each probe
// file is written into a temporary copy of the Biome configuration, at the path it pretends to have,
// and linted with the repository's Biome. A forbidden import must be reported by noRestrictedImports,
// an allowed one must not. Exits 1 when the rule lets a forbidden import through or refuses an allowed one.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const repo = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const biome = join(repo, "node_modules/.bin/biome");

const probes = [
  // [path of the probe, import line, must be refused?]
  ["apps/api/src/modules/alarms/probe.ts", 'import { prefsOf } from "../settings/profile.service.ts";', true],
  [
    "apps/api/src/modules/cameras/video/probe.ts",
    'import { raiseAlarm } from "../../alarms/raise-alarm.ts";',
    true,
  ],
  ["apps/api/src/app.ts", 'import { raiseAlarm } from "./modules/alarms/raise-alarm.ts";', true],
  ["apps/api/src/lib/probe.ts", 'import { prefsOf } from "../modules/settings/index.ts";', true],
  [
    "apps/api/src/lib/documents/probe.ts",
    'import type { prefsOf } from "../../modules/settings/index.ts";',
    true,
  ],
  [
    "apps/api/src/plugins/probe.ts",
    'const { prefsOf } = await import("../modules/settings/index.ts");',
    true,
  ],
  ["apps/api/src/modules/alarms/probe.ts", 'import { prefsOf } from "../settings/index.ts";', false],
  ["apps/api/src/modules/alarms/probe.ts", 'import { audit } from "../../lib/audit.ts";', false],
  ["apps/api/src/modules/alarms/probe.ts", 'import { toApiAlarm } from "./alarms.mapper.ts";', false],
  [
    "apps/api/src/modules/cameras/video/probe.ts",
    'import { CameraMonitor } from "../camera-monitor.ts";',
    false,
  ],
  ["apps/api/src/app.ts", 'import { alarmsRoutes } from "./modules/alarms/index.ts";', false],
];

const dir = mkdtempSync(join(tmpdir(), "hts-boundaries-"));
let failures = 0;
try {
  // The configuration as the repository has it, without the git integration (the copy is no repository).
  const root = JSON.parse(readFileSync(join(repo, "biome.json"), "utf8"));
  const api = JSON.parse(readFileSync(join(repo, "apps/api/biome.json"), "utf8"));
  delete root.$schema;
  delete api.$schema;
  root.vcs = { enabled: false };
  writeFileSync(join(dir, "biome.json"), JSON.stringify(root));
  mkdirSync(join(dir, "apps/api"), { recursive: true });
  writeFileSync(join(dir, "apps/api/biome.json"), JSON.stringify(api));
  for (const [path, line, refused] of probes) {
    const file = join(dir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${line}\nexport const probe = 1;\n`);
    let output = "";
    try {
      output = execFileSync(biome, ["lint", "--only=style/noRestrictedImports", path], {
        cwd: dir,
        encoding: "utf8",
        stdio: "pipe",
      });
    } catch (error) {
      output = `${error.stdout ?? ""}${error.stderr ?? ""}`;
    }
    rmSync(file);
    const reported = output.includes("noRestrictedImports");
    const ok = reported === refused;
    if (!ok) failures++;
    console.log(`${ok ? "ok  " : "FAIL"} ${refused ? "refused" : "allowed"}: ${path}: ${line}`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
console.log(
  failures === 0 ? "Module boundary rule: every probe as expected." : `${failures} probe(s) wrong.`,
);
process.exit(failures === 0 ? 0 : 1);

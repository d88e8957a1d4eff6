// Decides whether the web app must be built again (decision 045). `npm start` used to run a full Vite
// build at every start (5 s before the first answer); now it builds only when the built app is missing
// or its inputs changed since the last build. The inputs are hashed by content (a checkout or a copy
// changes modification times, not contents): the web sources, the domain package they import, the
// build scripts and configuration, and the lockfile (a dependency upgrade changes the bundle).
//
//   node apps/web/scripts/build-stamp.mjs clear   before a build: a failed build leaves no stamp
//   node apps/web/scripts/build-stamp.mjs write   after a successful build
//   node apps/web/scripts/build-stamp.mjs ensure  build (npm run build -w @hts/web) only if needed
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Inputs of the web build, relative to the repository root (files or folders, read recursively). */
export const WEB_BUILD_INPUTS = [
  "apps/web/src",
  "apps/web/public",
  "apps/web/scripts",
  "apps/web/index.html",
  "apps/web/vite.config.ts",
  "apps/web/pwa.config.ts",
  "apps/web/tsconfig.json",
  "apps/web/package.json",
  "packages/domain/src",
  "packages/domain/package.json",
  "tsconfig.base.json",
  "package-lock.json",
];

const SKIPPED_DIRS = new Set(["node_modules", "dist", ".git"]);

function listFiles(root, relative, out) {
  const full = path.join(root, relative);
  let stat;
  try {
    stat = fs.statSync(full);
  } catch {
    return; // an optional input (public/ may not exist): absent is part of the hash through its name
  }
  if (stat.isFile()) {
    out.push(relative);
    return;
  }
  if (!stat.isDirectory()) return;
  for (const entry of fs.readdirSync(full, { withFileTypes: true })) {
    if (entry.isDirectory() && SKIPPED_DIRS.has(entry.name)) continue;
    listFiles(root, path.join(relative, entry.name), out);
  }
}

/** Content hash of the build inputs under `root`: file names (with `/` separators) and contents. */
export function sourceHash(root, inputs = WEB_BUILD_INPUTS) {
  const files = [];
  for (const input of inputs) listFiles(root, input, files);
  files.sort();
  const hash = createHash("sha256");
  for (const file of files) {
    hash.update(file.split(path.sep).join("/"));
    hash.update("\0");
    hash.update(fs.readFileSync(path.join(root, file)));
    hash.update("\0");
  }
  return hash.digest("hex");
}

/**
 * The rule itself, pure: build when there is no built app, no stamp (never built by this script, or a
 * build that did not finish), or a stamp of other inputs.
 * @param {{ distIndexExists: boolean, storedHash: string | null, currentHash: string }} state
 * @returns {{ build: boolean, reason: string }}
 */
export function needsBuild({ distIndexExists, storedHash, currentHash }) {
  if (!distIndexExists) return { build: true, reason: "application web absente (dist/index.html)" };
  if (!storedHash) return { build: true, reason: "aucune trace du dernier build" };
  if (storedHash !== currentHash) return { build: true, reason: "sources modifiées depuis le dernier build" };
  return { build: false, reason: "application web à jour" };
}

/** The stamp lives beside dist/ (not inside: the server must not serve it). */
export function stampPath(webDir) {
  return path.join(webDir, ".build-stamp");
}

export function readStamp(webDir) {
  try {
    const stamp = JSON.parse(fs.readFileSync(stampPath(webDir), "utf8"));
    return typeof stamp.hash === "string" ? stamp.hash : null;
  } catch {
    return null;
  }
}

export function writeStamp(webDir, hash) {
  fs.writeFileSync(stampPath(webDir), `${JSON.stringify({ hash, builtAt: new Date().toISOString() })}\n`);
}

export function clearStamp(webDir) {
  fs.rmSync(stampPath(webDir), { force: true });
}

/** Current state of a checkout: repository root and web app folder. */
export function buildState(repoRoot, webDir) {
  return {
    distIndexExists: fs.existsSync(path.join(webDir, "dist", "index.html")),
    storedHash: readStamp(webDir),
    currentHash: sourceHash(repoRoot),
  };
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const repoRoot = path.resolve(webDir, "../..");
  const command = process.argv[2];
  if (command === "clear") {
    clearStamp(webDir);
  } else if (command === "write") {
    writeStamp(webDir, sourceHash(repoRoot));
  } else if (command === "ensure") {
    const decision = needsBuild(buildState(repoRoot, webDir));
    if (decision.build) {
      console.log(`Construction de l'application web : ${decision.reason}.`);
      const result = spawnSync("npm", ["run", "build", "-w", "@hts/web"], {
        cwd: repoRoot,
        stdio: "inherit",
      });
      process.exit(result.status ?? 1);
    }
    console.log(
      `Application web à jour : pas de reconstruction (${path.relative(repoRoot, stampPath(webDir))}).`,
    );
  } else {
    console.error("Usage : build-stamp.mjs clear | write | ensure");
    process.exit(2);
  }
}

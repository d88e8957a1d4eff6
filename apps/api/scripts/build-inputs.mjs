// What the API build depends on, and its stamp (decision 063, after decision 045 for the web app):
// `npm start` and the API's scripts rebuild the API only when dist/ is missing or these inputs changed.
// The hash is by content (a checkout or a copy changes modification times, not contents).
import fs from "node:fs";
import path from "node:path";
import { sourceHash } from "../../web/scripts/build-stamp.mjs";

/** Inputs of the API build, relative to the repository root (files or folders, read recursively). */
export const API_BUILD_INPUTS = [
  "apps/api/src",
  "apps/api/scripts/build.mjs",
  "apps/api/scripts/build-inputs.mjs",
  "apps/api/package.json",
  "packages/domain/src",
  "packages/domain/package.json",
  "tsconfig.base.json",
  "package-lock.json",
];

/** The API folder, the repository root and the build's output, from the API's scripts folder. */
export function apiDirs(scriptsDir) {
  const apiDir = path.resolve(scriptsDir, "..");
  return { apiDir, repoRoot: path.resolve(apiDir, "../.."), distDir: path.join(apiDir, "dist") };
}

const stampFile = (apiDir) => path.join(apiDir, ".build-stamp");

export function readApiStamp(apiDir) {
  try {
    const stamp = JSON.parse(fs.readFileSync(stampFile(apiDir), "utf8"));
    return typeof stamp.hash === "string" ? stamp.hash : null;
  } catch {
    return null;
  }
}

export function writeApiStamp(repoRoot, apiDir, inputs = API_BUILD_INPUTS) {
  const hash = sourceHash(repoRoot, inputs);
  fs.writeFileSync(stampFile(apiDir), `${JSON.stringify({ hash, builtAt: new Date().toISOString() })}\n`);
}

/**
 * The rule, pure: build when the compiled server is missing, when no stamp says which inputs it was
 * built from (never built, or a build that did not finish), or when the inputs changed since.
 * @param {{ serverExists: boolean, storedHash: string | null, currentHash: string }} state
 * @returns {{ build: boolean, reason: string }}
 */
export function needsApiBuild({ serverExists, storedHash, currentHash }) {
  if (!serverExists) return { build: true, reason: "API compilée absente (apps/api/dist/server.mjs)" };
  if (!storedHash) return { build: true, reason: "aucune trace du dernier build de l'API" };
  if (storedHash !== currentHash)
    return { build: true, reason: "sources de l'API modifiées depuis le dernier build" };
  return { build: false, reason: "API compilée à jour" };
}

export function apiBuildState(repoRoot, apiDir) {
  return {
    serverExists: fs.existsSync(path.join(apiDir, "dist", "server.mjs")),
    storedHash: readApiStamp(apiDir),
    currentHash: sourceHash(repoRoot, API_BUILD_INPUTS),
  };
}

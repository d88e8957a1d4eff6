// Builds what `npm start` and the API's scripts run, only when it is missing or stale (decisions 045
// and 063): the compiled API (apps/api/dist) and, for the server, the web app (apps/web/dist). A
// production install without devDependencies cannot build: it gets a clear message instead of a
// compiler's stack trace.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { apiBuildState, needsApiBuild } from "../apps/api/scripts/build-inputs.mjs";
import { buildState, needsBuild } from "../apps/web/scripts/build-stamp.mjs";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const apiDir = path.join(repoRoot, "apps/api");
const webDir = path.join(repoRoot, "apps/web");

/** True when `specifier` resolves from `dir` (the build tool is installed). */
function installed(specifier, dir) {
  try {
    import.meta.resolve(specifier, path.join(dir, "package.json"));
    return true;
  } catch {
    return false;
  }
}

function build({ what, workspace, reason, tool, dir }) {
  console.log(`Construction de ${what} : ${reason}.`);
  if (!installed(tool, dir)) {
    console.error(
      `Impossible de construire ${what} : ${tool} n'est pas installé (dépendances de développement absentes ?). ` +
        "Lancez `npm install` puis `npm run build`, ou installez un build fait ailleurs.",
    );
    process.exit(1);
  }
  const result = spawnSync("npm", ["run", "build", "-w", workspace], { cwd: repoRoot, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Builds the API, and the web app when `web` is set, if they are missing or their inputs changed. */
export function ensureBuilt({ web }) {
  const api = needsApiBuild(apiBuildState(repoRoot, apiDir));
  if (api.build)
    build({ what: "l'API", workspace: "@hts/api", reason: api.reason, tool: "esbuild", dir: apiDir });
  if (!web) return;
  const app = needsBuild(buildState(repoRoot, webDir));
  if (app.build) {
    build({
      what: "l'application web",
      workspace: "@hts/web",
      reason: app.reason,
      tool: "vite",
      dir: webDir,
    });
  }
}

/**
 * Runs a compiled entry of the API (`server`, `backup`...) in this process, as if Node had been given
 * apps/api/dist/<name>.mjs: the arguments after the name are the script's own.
 */
export async function runBuilt(name, args) {
  const file = path.join(apiDir, "dist", `${name}.mjs`);
  process.argv = [process.argv[0] ?? process.execPath, file, ...args];
  await import(new URL(`file://${file}`).href);
}

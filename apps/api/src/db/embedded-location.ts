import path from "node:path";

/**
 * The embedded engine's data directory when the environment asks for it in a worker thread (no
 * `DATABASE_URL`, `PGLITE_THREAD` unset or `worker`), read as config.ts reads it. server.ts starts the
 * engine with it before importing the configuration, whose schemas load the domain package: about
 * 0.8 s of loading that then runs while PGlite opens its files (decision 093).
 */
export function earlyEmbeddedDataDir(env: NodeJS.ProcessEnv): string | null {
  if (env.DATABASE_URL) return null;
  if ((env.PGLITE_THREAD ?? "worker") !== "worker") return null;
  return path.resolve(env.INIT_CWD ?? process.cwd(), env.DATA_DIR ?? "./data");
}

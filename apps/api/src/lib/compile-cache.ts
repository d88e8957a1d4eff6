import module from "node:module";

/**
 * V8's compile cache for the server's modules (decision 130): the compiled server parses about 6 MB of
 * JavaScript at each start, a third of its main thread's work before `listen`. Node keeps the compiled
 * code in `NODE_COMPILE_CACHE` (the systemd unit points it at the service's cache directory) or in the
 * system's temporary folder, and checks each entry against its source's hash: a new build or a new Node
 * simply misses and refills it. `NODE_DISABLE_COMPILE_CACHE=1` turns it off (Node's own switch).
 * Never fatal: a folder that cannot be written only loses the cache.
 */
export function enableCompileCache(env: NodeJS.ProcessEnv): string | null {
  // Node 22.1+; the product runs on 24 (decision 061), but a quick start on an older Node must still start.
  const result = (module as Partial<typeof module>).enableCompileCache?.();
  if (!result?.directory) return null;
  // Threads started afterwards (the embedded engine, the document workers) read it from the environment.
  env.NODE_COMPILE_CACHE = result.directory;
  return result.directory;
}

/**
 * Writes what was compiled so far. Called once the server answers: Node would otherwise write it only
 * at exit, which a killed process never reaches.
 */
export function flushCompileCache(): void {
  (module as Partial<typeof module>).flushCompileCache?.();
}

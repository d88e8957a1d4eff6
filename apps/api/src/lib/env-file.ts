import fs from "node:fs";
import path from "node:path";

/**
 * Reads `.env` from the folder the command was started in (npm's INIT_CWD, else the working directory)
 * into process.env, if there is one (decision 064). Node's own parser: a variable already set in the
 * environment (systemd's EnvironmentFile, the shell, CI) wins over the file. Returns the file read.
 */
export function loadDotEnv(env: NodeJS.ProcessEnv = process.env): string | null {
  const file = path.resolve(env.INIT_CWD ?? process.cwd(), ".env");
  if (!fs.existsSync(file)) return null;
  process.loadEnvFile(file);
  return file;
}

import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { freePort, spawnServer } from "../../apps/api/test/server-process.ts";
import { PLATFORM_OPERATOR } from "./platform.ts";

export type RunningServer = { baseUrl: string; dataDir: string; stop(): Promise<void> };

/**
 * Starts the real server (API + built web app) on a fresh PGlite directory, with the demo company, as
 * `npm start` would, and waits until it answers.
 */
export async function startServer({
  env: extra = {},
  timeoutMs = 300_000,
}: {
  env?: NodeJS.ProcessEnv;
  /** How long to wait for the first answer (a loaded machine migrates and seeds slowly). */
  timeoutMs?: number;
} = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "hts-e2e-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    HTS_DEMO: "1",
    // Probe cameras often, so a test sees a camera go online or offline within seconds.
    CAMERA_PROBE_INTERVAL_MS: "2000",
    CAMERA_PROBE_TIMEOUT_MS: "1000",
    // End-of-shift activity reports (issue 23) within seconds of a shift's end.
    ACTIVITY_REPORT_INTERVAL_MS: "3000",
    // The demo's simulated cameras, on a port of this run's own (issue 14).
    HTS_CAMERA_SIM: "1",
    CAMERA_SIM_PORT: String(await freePort()),
    // As a self-hosted operator may (decision 024): the registration spec picks the Pro plan.
    SELF_SERVICE_PLANS: "basic,pro,enterprise",
    // Links in e-mails point at this server; company backups stay in the temporary directory.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    BACKUP_DIR: path.join(dataDir, "backups"),
    // The platform operator's console (issue 29) signs in with an account made from the environment.
    PLATFORM_OPERATOR_EMAIL: PLATFORM_OPERATOR.email,
    PLATFORM_OPERATOR_PASSWORD: PLATFORM_OPERATOR.password,
    PLATFORM_OPERATOR_NAME: PLATFORM_OPERATOR.name,
    ...extra,
  };
  delete env.DATABASE_URL;
  const { child, baseUrl } = await spawnServer({ env: { ...env, LOG_LEVEL: "warn" }, port, timeoutMs });

  return {
    baseUrl,
    dataDir,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

import path from "node:path";
import { z } from "zod";

const bool = z
  .enum(["0", "1", "true", "false", "yes", "no"])
  .transform((v) => v === "1" || v === "true" || v === "yes");

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default("./data"),
  HTS_DEMO: bool.optional(),
  SESSION_TTL_HOURS: z.coerce.number().positive().default(12),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: bool.default(false),
  CORS_ORIGIN: z.string().optional(),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  WEB_DIST: z.string().optional(),
  CAMERA_PROBE_INTERVAL_MS: z.coerce.number().int().min(1000).default(30_000),
  CAMERA_PROBE_TIMEOUT_MS: z.coerce.number().int().min(100).default(3_000),
  CAMERA_PROBE_CONCURRENCY: z.coerce.number().int().min(1).max(500).default(20),
});

export type AppConfig = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** Create the demo company on first start of an empty embedded database. */
  demo: boolean;
  sessionTtlMs: number;
  logLevel: z.infer<typeof ZEnv>["LOG_LEVEL"];
  trustProxy: boolean;
  /** Allowed browser origin for CORS; CORS stays off when unset. */
  corsOrigin: string | undefined;
  bodyLimit: number;
  /** Built web app to serve; nothing is served outside /api when the folder is missing. */
  webDist: string | undefined;
  /** log2 of the scrypt cost N. 17 in production; tests lower it to stay fast. */
  passwordCost: number;
  loginThrottle: { maxFailures: number; windowMs: number };
  registerRateLimit: { max: number; windowMs: number };
  /** TCP probe of each configured camera: how often, how long to wait, how many at once. */
  cameraMonitor: { intervalMs: number; timeoutMs: number; concurrency: number };
  /** SSE comment sent on idle streams so proxies keep them open; also re-checks the session. */
  eventsHeartbeatMs: number;
};

const repoRoot = path.resolve(import.meta.dirname, "../../..");

export const defaultConfig: AppConfig = {
  port: 3000,
  host: "0.0.0.0",
  databaseUrl: undefined,
  dataDir: "./data",
  demo: false,
  sessionTtlMs: 12 * 3600_000,
  logLevel: "info",
  trustProxy: false,
  corsOrigin: undefined,
  bodyLimit: 1_048_576,
  webDist: undefined,
  passwordCost: 17,
  loginThrottle: { maxFailures: 10, windowMs: 15 * 60_000 },
  registerRateLimit: { max: 20, windowMs: 3600_000 },
  cameraMonitor: { intervalMs: 30_000, timeoutMs: 3_000, concurrency: 20 },
  eventsHeartbeatMs: 25_000,
};

/** Reads the environment once, at start-up. Invalid values stop the server with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new Error(`Configuration invalide :\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  return {
    ...defaultConfig,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    // npm runs workspace scripts from the workspace folder; INIT_CWD is where the user typed the command.
    dataDir: path.resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR),
    // Never seed a real PostgreSQL server: only the embedded database gets demo data.
    demo: !e.DATABASE_URL && (e.HTS_DEMO ?? true),
    sessionTtlMs: e.SESSION_TTL_HOURS * 3600_000,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    corsOrigin: e.CORS_ORIGIN,
    bodyLimit: e.BODY_LIMIT_BYTES,
    webDist: e.WEB_DIST ?? path.join(repoRoot, "apps/web/dist"),
    cameraMonitor: {
      intervalMs: e.CAMERA_PROBE_INTERVAL_MS,
      timeoutMs: e.CAMERA_PROBE_TIMEOUT_MS,
      concurrency: e.CAMERA_PROBE_CONCURRENCY,
    },
  };
}

import os from "node:os";
import path from "node:path";
import { DEFAULT_RADIO_OFFLINE_SECONDS, type TSubscription, ZSubscription } from "@hts/domain";
import { z } from "zod";
import { DEFAULT_DOCUMENT_LIMITS, type DocumentLimits } from "./lib/documents/document-pool.ts";

const bool = z
  .enum(["0", "1", "true", "false", "yes", "no"])
  .transform((v) => v === "1" || v === "true" || v === "yes");

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default("./data"),
  HTS_DEMO: bool.optional(),
  // Decision 057: the embedded engine runs in a worker thread; "main" is the former in-process mode.
  PGLITE_THREAD: z.enum(["worker", "main"]).default("worker"),
  // Bench only: event-loop delay and memory printed on SIGUSR2 (decision 057).
  HTS_LOOP_STATS: bool.default(false),
  // Bench only (issue 31): 0 turns off the read caches (pages, dashboard, sessions) to measure the
  // uncached path.
  HTS_CACHES: bool.default(true),
  SESSION_TTL_HOURS: z.coerce.number().positive().default(12),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: bool.default(false),
  CORS_ORIGIN: z.string().optional(),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  WEB_DIST: z.string().optional(),
  CAMERA_PROBE_INTERVAL_MS: z.coerce.number().int().min(1000).default(30_000),
  /** How often the end-of-shift activity reports are looked for (issue 23); e2e runs shorten it. */
  ACTIVITY_REPORT_INTERVAL_MS: z.coerce.number().int().min(1000).default(300_000),
  CAMERA_PROBE_TIMEOUT_MS: z.coerce.number().int().min(100).default(3_000),
  CAMERA_PROBE_CONCURRENCY: z.coerce.number().int().min(1).max(500).default(20),
  // Video gateway (issue 14, decisions 036-038).
  FFMPEG_PATH: z.string().min(1).default("ffmpeg"),
  CAMERA_SECRET_KEY: z.string().optional(),
  CAMERA_ALLOWED_NETWORKS: z.string().optional(),
  CAMERA_STREAM_LINGER_MS: z.coerce.number().int().min(0).default(10_000),
  HTS_CAMERA_SIM: bool.optional(),
  CAMERA_SIM_PORT: z.coerce.number().int().min(1).max(65535).default(8554),
  // Recording (issue 30): unset directory means DATA_DIR/recordings.
  RECORDING_DIR: z.string().min(1).optional(),
  RECORDING_SEGMENT_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
  RECORDING_PRE_EVENT_SECONDS: z.coerce.number().int().min(0).max(600).default(30),
  RECORDING_POST_EVENT_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  RECORDING_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(7),
  // Under this free space (MiB) on the recording disk, an alarm (decision 114); 0 turns it off.
  RECORDING_MIN_FREE_MB: z.coerce.number().int().min(0).max(100_000_000).default(2048),
  SELF_SERVICE_PLANS: z
    .string()
    .transform((v) =>
      v
        .split(",")
        .map((p) => p.trim())
        .filter(Boolean),
    )
    .pipe(z.array(ZSubscription).min(1))
    .optional(),
  PUBLIC_URL: z
    .string()
    .url()
    .refine((u) => /^https?:\/\//.test(u))
    .optional(),
  LEADER_CHECK_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  JOBS_START_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  PASSWORD_HASH_QUEUE: z.coerce.number().int().min(0).max(10_000).default(16),
  // Documents built in worker threads (decision 049).
  DOCUMENT_WORKERS: z.coerce.number().int().min(1).max(32).optional(),
  DOCUMENT_QUEUE: z.coerce.number().int().min(0).max(1000).default(8),
  DOCUMENT_MAX_CHARS: z.coerce.number().int().min(10_000).max(100_000_000).default(3_000_000),
  // Issue 10: e-mail, links in e-mails, company backups.
  SMTP_URL: z.string().url().optional(),
  // The platform operator's account (issue 29, decision 106), created at start when absent.
  PLATFORM_OPERATOR_EMAIL: z.string().email().optional(),
  PLATFORM_OPERATOR_PASSWORD: z.string().min(12).optional(),
  PLATFORM_OPERATOR_NAME: z.string().min(1).default("Exploitant de la plateforme"),
  MAIL_FROM: z.string().default("HTS <no-reply@hts.local>"),
  // Unset: DATA_DIR/backups (decision 066). With several instances: a folder they all share.
  BACKUP_DIR: z.string().min(1).optional(),
  LLM_BASE_URL: z.string().url().optional(),
  LLM_MODEL: z.string().min(1).optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  RADIO_OFFLINE_SECONDS: z.coerce.number().int().min(10).max(86_400).optional(),
  // Operations (decision 064): /metrics only with a token, long enough not to be guessed.
  METRICS_TOKEN: z.string().min(16).optional(),
  // Issue 22: tiles of the control room's map ("https://tile.example/{z}/{x}/{y}.png"); no map without it.
  MAP_TILE_URL: z
    .string()
    .refine((u) => /^https?:\/\/.+\{z\}.*\{x\}.*\{y\}/.test(u), "URL de tuiles {z}/{x}/{y} attendue")
    .optional(),
});

export type AppConfig = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** Create the demo company on first start of an empty embedded database. */
  demo: boolean;
  /** Where PGlite runs: its own worker thread (default) or the event loop's thread (decision 057). */
  pgliteThread: "worker" | "main";
  /** SIGUSR2 prints the event-loop delay since the last signal and the resident memory (bench). */
  loopStats: boolean;
  /** Longest life of a session whatever its activity; the idle expiry is the company's sessionTimeout. */
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
  /** Login throttle limits (decision 022). */
  loginThrottle: { pairMax: number; ipMax: number; accountMax: number; windowMs: number };
  /** Password hashing: at once, waiting, and per address (decision 022). */
  passwordHashing: { concurrency: number; queue: number; perKey: number };
  /** PDF, Word and Excel generation in worker threads: at once, waiting, size limit (decision 049). */
  documents: DocumentLimits;
  registerRateLimit: { max: number; windowMs: number };
  /** Badge presentations one access point reader may send per minute (issue 11). */
  readerChecksPerMinute: number;
  /** TCP probe of each configured camera: how often, how long to wait, how many at once. */
  cameraMonitor: { intervalMs: number; timeoutMs: number; concurrency: number };
  /** SSE comment sent on idle streams so proxies keep them open; also re-checks the session. */
  eventsHeartbeatMs: number;
  /** Video gateway: the ffmpeg binary, and how long a camera connection lives and retries. */
  video: {
    ffmpegPath: string;
    connectTimeoutMs: number;
    lingerMs: number;
    retryBaseMs: number;
    retryMaxMs: number;
  };
  /** Master key of camera credentials and stream links (base64); server.ts reads it from env or DATA_DIR. */
  cameraSecretKey: string | undefined;
  /** Networks (CIDR) cameras may point at despite the address rules: demo simulator, tests. */
  cameraAllowedNetworks: string[];
  /** Simulated RTSP cameras on loopback for the demo company (`npm start`). */
  cameraSimulator: { enabled: boolean; port: number };
  /** Tests only: write the log to this file instead of stdout (the log-scan test reads it). */
  logFile?: string;
  /** Plans a company may pick when it registers itself (decision 024); others are granted by the operator. */
  selfServicePlans: TSubscription[];
  /** Address users reach the server at, without trailing slash: links in calendar feeds, e-mails. */
  publicUrl: string;
  /** How often a follower instance tries to become the jobs' leader, and the leader checks its lock. */
  leaderCheckMs: number;
  /** Background jobs begin this long after the server listens (decision 130); 0 at once. */
  jobsStartDelayMs: number;
  /** SMTP server (smtp://user:pass@host:port); without it e-mails are written to the log. */
  smtpUrl: string | undefined;
  /** The platform operator created at start when absent (PLATFORM_OPERATOR_*, decision 106). */
  platformOperator?: { email: string; password: string; name: string };
  mailFrom: string;
  /** Where company backup ZIPs are kept, one folder per company (decision 066). */
  backupDir: string;
  /** Where stored photos and files live, per company, content-addressed (decision 096): DATA_DIR/media. */
  mediaDir: string;
  /** Period of the end-of-shift activity report job (issue 23). */
  activityReportIntervalMs: number;
  /**
   * The former default (`./backups` where the server was started), when BACKUP_DIR is unset: its
   * backups are moved to `backupDir` at start-up so that they stay listed and restorable.
   */
  legacyBackupDir?: string;
  /**
   * Optional OpenAI-compatible chat model for the assistant (decision 044): used only when both the
   * base URL and the model are set; the built-in engine answers otherwise and whenever it fails.
   */
  llm: { baseUrl: string; model: string; apiKey: string | undefined; timeoutMs: number } | undefined;
  /** A radio silent for longer than this shows as hors ligne (decision 034). */
  radioOfflineSeconds: number;
  /** Bearer token of GET /metrics; without it the route answers 404 (decision 064). */
  metricsToken: string | undefined;
  /** How long /api/health/ready waits for the database before answering 503. */
  readinessTimeoutMs: number;
  /** Push-to-talk clip storage (decision 076): bytes per user over 24 h, bytes kept per company. */
  pttQuota: { userBytesPerDay: number; companyBytes: number };
  /**
   * Web Push delivery (decision 088): plain http and listed networks only for tests; in production
   * endpoints are https on public addresses.
   */
  push: { allowHttp: boolean; allowedNetworks: string[]; timeoutMs: number; concurrency: number };
  /** The read caches (list pages, totals, dashboard, sessions); false only to measure without them. */
  caches: boolean;
  /** Camera recording (issue 30, decision 100). */
  recording: RecordingConfig;
  /** Tile server of the floor's map (`MAP_TILE_URL`); without it positions are listed relative to sites. */
  mapTileUrl?: string | undefined;
};

const repoRoot = path.resolve(import.meta.dirname, "../../..");

export const defaultConfig: AppConfig = {
  port: 3000,
  host: "0.0.0.0",
  databaseUrl: undefined,
  dataDir: "./data",
  demo: false,
  pgliteThread: "worker",
  loopStats: false,
  sessionTtlMs: 12 * 3600_000,
  logLevel: "info",
  trustProxy: false,
  corsOrigin: undefined,
  bodyLimit: 1_048_576,
  webDist: undefined,
  passwordCost: 17,
  loginThrottle: { pairMax: 10, ipMax: 100, accountMax: 30, windowMs: 15 * 60_000 },
  // One core stays free for the event loop and PostgreSQL: a hash storm never takes every core.
  passwordHashing: { concurrency: Math.max(1, os.availableParallelism() - 1), queue: 16, perKey: 2 },
  // Half the cores at most (one at least): documents never take the CPU from the event loop and logins.
  documents: {
    ...DEFAULT_DOCUMENT_LIMITS,
    threads: Math.max(1, Math.min(4, Math.floor(os.availableParallelism() / 2))),
  },
  registerRateLimit: { max: 20, windowMs: 3600_000 },
  // A turnstile lets one person through every 2 to 3 seconds; 120 a minute leaves room for retries.
  readerChecksPerMinute: 120,
  cameraMonitor: { intervalMs: 30_000, timeoutMs: 3_000, concurrency: 20 },
  eventsHeartbeatMs: 25_000,
  video: {
    ffmpegPath: "ffmpeg",
    connectTimeoutMs: 5_000,
    lingerMs: 10_000,
    retryBaseMs: 1_000,
    retryMaxMs: 30_000,
  },
  cameraSecretKey: undefined,
  cameraAllowedNetworks: [],
  cameraSimulator: { enabled: false, port: 8554 },
  leaderCheckMs: 5_000,
  jobsStartDelayMs: 1_000,
  publicUrl: "http://localhost:3000",
  selfServicePlans: ["basic"],
  smtpUrl: undefined,
  mailFrom: "HTS <no-reply@hts.local>",
  backupDir: "./data/backups",
  mediaDir: "./data/media",
  activityReportIntervalMs: 300_000,
  llm: undefined,
  radioOfflineSeconds: DEFAULT_RADIO_OFFLINE_SECONDS,
  metricsToken: undefined,
  readinessTimeoutMs: 2_000,
  // A 10 s Opus clip weighs 20-40 kB: 10 MiB is hundreds of messages a day for one person, five
  // 2 MiB uploads for someone filling the disk; 500 MiB per company until retention erases the oldest.
  pttQuota: { userBytesPerDay: 10 * 1024 * 1024, companyBytes: 500 * 1024 * 1024 },
  push: { allowHttp: false, allowedNetworks: [], timeoutMs: 10_000, concurrency: 8 },
  caches: true,
  recording: {
    dir: "./data/recordings",
    segmentSeconds: 10,
    preEventMs: 30_000,
    postEventMs: 60_000,
    retentionDays: 7,
    checkMs: 5_000,
    retryBaseMs: 1_000,
    retryMaxMs: 60_000,
    silenceMs: 60_000,
    // loadConfig sets it from RECORDING_MIN_FREE_MB (2 GiB unless set); a config built by hand (tests,
    // benches) raises no disk alarm unless it asks for one.
    minFreeBytes: 0,
  },
};

export type RecordingConfig = {
  /** Where segments are written: DATA_DIR/recordings or RECORDING_DIR. */
  dir: string;
  segmentSeconds: number;
  preEventMs: number;
  postEventMs: number;
  /** Default retention of a camera without its own. */
  retentionDays: number;
  /** How often the supervisor compares what should record with what does. */
  checkMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  /** No new segment for that long while recording: the camera is reported stalled. */
  silenceMs: number;
  /** Free space of the recording disk under which an alarm is raised (decision 114). */
  minFreeBytes: number;
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
    pgliteThread: e.PGLITE_THREAD,
    loopStats: e.HTS_LOOP_STATS,
    caches: e.HTS_CACHES,
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
    video: { ...defaultConfig.video, ffmpegPath: e.FFMPEG_PATH, lingerMs: e.CAMERA_STREAM_LINGER_MS },
    cameraSecretKey: e.CAMERA_SECRET_KEY,
    cameraAllowedNetworks: (e.CAMERA_ALLOWED_NETWORKS ?? "")
      .split(",")
      .map((n) => n.trim())
      .filter(Boolean),
    // The simulator follows the demo unless told otherwise: a new user sees video at once.
    cameraSimulator: {
      enabled: e.HTS_CAMERA_SIM ?? (!e.DATABASE_URL && (e.HTS_DEMO ?? true)),
      port: e.CAMERA_SIM_PORT,
    },
    leaderCheckMs: e.LEADER_CHECK_MS,
    jobsStartDelayMs: e.JOBS_START_DELAY_MS,
    selfServicePlans: e.SELF_SERVICE_PLANS ?? defaultConfig.selfServicePlans,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    passwordHashing: {
      ...defaultConfig.passwordHashing,
      concurrency: e.PASSWORD_HASH_CONCURRENCY ?? defaultConfig.passwordHashing.concurrency,
      queue: e.PASSWORD_HASH_QUEUE,
    },
    documents: {
      ...defaultConfig.documents,
      threads: e.DOCUMENT_WORKERS ?? defaultConfig.documents.threads,
      queue: e.DOCUMENT_QUEUE,
      maxChars: e.DOCUMENT_MAX_CHARS,
    },
    smtpUrl: e.SMTP_URL,
    platformOperator:
      e.PLATFORM_OPERATOR_EMAIL && e.PLATFORM_OPERATOR_PASSWORD
        ? {
            email: e.PLATFORM_OPERATOR_EMAIL,
            password: e.PLATFORM_OPERATOR_PASSWORD,
            name: e.PLATFORM_OPERATOR_NAME,
          }
        : undefined,
    mailFrom: e.MAIL_FROM,
    backupDir: e.BACKUP_DIR
      ? path.resolve(env.INIT_CWD ?? process.cwd(), e.BACKUP_DIR)
      : path.join(path.resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR), "backups"),
    activityReportIntervalMs: e.ACTIVITY_REPORT_INTERVAL_MS,
    mediaDir: path.join(path.resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR), "media"),
    legacyBackupDir: e.BACKUP_DIR ? undefined : path.resolve(env.INIT_CWD ?? process.cwd(), "backups"),
    llm:
      e.LLM_BASE_URL && e.LLM_MODEL
        ? {
            baseUrl: e.LLM_BASE_URL.replace(/\/+$/, ""),
            model: e.LLM_MODEL,
            apiKey: e.LLM_API_KEY,
            timeoutMs: e.LLM_TIMEOUT_MS,
          }
        : undefined,
    radioOfflineSeconds: e.RADIO_OFFLINE_SECONDS ?? DEFAULT_RADIO_OFFLINE_SECONDS,
    metricsToken: e.METRICS_TOKEN,
    mapTileUrl: e.MAP_TILE_URL,
    pttQuota: defaultConfig.pttQuota,
    recording: {
      ...defaultConfig.recording,
      dir: e.RECORDING_DIR
        ? path.resolve(env.INIT_CWD ?? process.cwd(), e.RECORDING_DIR)
        : path.join(path.resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR), "recordings"),
      segmentSeconds: e.RECORDING_SEGMENT_SECONDS,
      preEventMs: e.RECORDING_PRE_EVENT_SECONDS * 1000,
      postEventMs: e.RECORDING_POST_EVENT_SECONDS * 1000,
      retentionDays: e.RECORDING_RETENTION_DAYS,
      minFreeBytes: e.RECORDING_MIN_FREE_MB * 1024 * 1024,
      // A recorder is stalled when no segment closed for three segments and a margin.
      silenceMs: Math.max(30_000, e.RECORDING_SEGMENT_SECONDS * 3000 + 15_000),
    },
  };
}

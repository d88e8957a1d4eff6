import { randomUUID } from "node:crypto";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, inject } from "vitest";
import { buildApp } from "../src/app.ts";
import { type AppConfig, defaultConfig } from "../src/config.ts";
import type { Database } from "../src/db/client.ts";
import { recordSecrets } from "./log-scan.ts";
import { openTestDatabase } from "./test-database.ts";

/** The gateway's timings, for tests that shorten them. */
export const defaultVideo = defaultConfig.video;

/** Test configuration: a cheaper scrypt cost keeps hundreds of hashes fast; nothing else differs. */
export const testConfig = (overrides: Partial<AppConfig> = {}): AppConfig => ({
  ...defaultConfig,
  logLevel: "silent",
  passwordCost: 10,
  webDist: undefined,
  registerRateLimit: { max: 10_000, windowMs: 3600_000 },
  // Tests register companies on every plan; the default (basic only) has its own test.
  selfServicePlans: ["basic", "pro", "enterprise"],
  // Company backups go to a temporary folder, never into the repository.
  backupDir: path.join(os.tmpdir(), `hts-test-backups-${process.pid}`),
  // Stored photos too (decision 096).
  mediaDir: path.join(os.tmpdir(), `hts-test-media-${process.pid}`),
  ...overrides,
});

export type TestContext = { app: FastifyInstance; database: Database };

/** One fresh database and app per test file, closed after it. */
export function useTestApp(overrides: Partial<AppConfig> = {}): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    ctx.database = await openTestDatabase({
      snapshotFile: inject("pgliteSnapshot"),
      templateDb: inject("pgTemplate"),
    });
    const logDir = inject("logDir");
    const logFile = logDir ? path.join(logDir, `app-${process.pid}-${randomUUID()}.log`) : undefined;
    ctx.app = await buildApp({
      database: ctx.database,
      // Every test app logs like production (info), to a file the log scan reads at the end of the run.
      config: testConfig({ ...(logFile ? { logLevel: "info", logFile } : {}), ...overrides }),
    });
    if (logDir) recordSecrets(ctx.app, logDir);
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.database?.close();
  });
  return ctx;
}

let counter = 0;
export const uniqueEmail = (prefix = "user") => `${prefix}.${Date.now()}.${++counter}@example.fr`;

export type Registered = {
  token: string;
  user: { id: string; email: string; role: string; company_id: string };
  company: { id: string; name: string };
  password: string;
};

/** Registers a company through the API and logs its administrator in. */
export async function registerAndLogin(
  app: FastifyInstance,
  { companyName = "Société Test", subscription = "basic" } = {},
): Promise<Registered> {
  const email = uniqueEmail("admin");
  const password = "motdepasse-solide";
  const res = await app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: {
      company: { name: companyName, email: uniqueEmail("societe"), subscription },
      admin: { name: "Admin Test", email, password },
    },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return { ...(await login(app, email, password)), password };
}

export async function login(app: FastifyInstance, email: string, password: string) {
  const res = await app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const body = res.json();
  return { token: body.access_token as string, user: body.user, company: body.company };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** `app.inject` with a bearer token. */
export function as(app: FastifyInstance, token: string) {
  return (options: InjectOptions) =>
    app.inject({ ...options, headers: { ...(options.headers ?? {}), ...bearer(token) } });
}

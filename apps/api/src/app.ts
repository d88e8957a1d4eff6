import cors from "@fastify/cors";
import rateLimit from "@fastify/rate-limit";
import websocket from "@fastify/websocket";
import { MSG } from "@hts/domain";
import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppConfig } from "./config.ts";
import type { Database } from "./db/client.ts";
import { documentPool } from "./lib/documents/document-pool.ts";
import { hashingPool } from "./lib/hashing-pool.ts";
import { JobRegistry } from "./lib/job-registry.ts";
import { serializeError, serializeRequest } from "./lib/log-serializers.ts";
import { Mailer } from "./lib/mailer.ts";
import type { JsonPage } from "./lib/pagination.ts";
import { accessRoutes } from "./modules/access/access.routes.ts";
import { AccessLogPurge } from "./modules/access/access-log-purge.ts";
import { accessReaderRoutes } from "./modules/access/access-reader.routes.ts";
import { agentsRoutes } from "./modules/agents/agents.routes.ts";
import { aiInsightsRoutes } from "./modules/ai-insights/ai-insights.routes.ts";
import { alarmsRoutes } from "./modules/alarms/alarms.routes.ts";
import type { PageTotal } from "./modules/alarms/alarms.service.ts";
import { auditRoutes } from "./modules/audit/audit.routes.ts";
import { accountRoutes } from "./modules/auth/account.routes.ts";
import { authRoutes } from "./modules/auth/auth.routes.ts";
import { BackupScheduler } from "./modules/backups/backup-scheduler.ts";
import { backupsRoutes } from "./modules/backups/backups.routes.ts";
import { calendarRoutes } from "./modules/calendar/calendar.routes.ts";
import { cameraLiveRoutes } from "./modules/cameras/camera-live.routes.ts";
import { CameraMonitor } from "./modules/cameras/camera-monitor.ts";
import { cameraPtzRoutes } from "./modules/cameras/camera-ptz.routes.ts";
import { PtzControl } from "./modules/cameras/camera-ptz.ts";
import { cameraSnapshotsRoutes } from "./modules/cameras/camera-snapshots.routes.ts";
import { openCameraUrl } from "./modules/cameras/camera-url-secret.ts";
import { camerasRoutes } from "./modules/cameras/cameras.routes.ts";
import { streamProbe } from "./modules/cameras/stream-probe.ts";
import { type CameraVideo, createCameraVideo } from "./modules/cameras/video/camera-video.ts";
import { dashboardRoutes } from "./modules/dashboard/dashboard.routes.ts";
import { CompanyCache, DashboardCache, forgetOnChange } from "./modules/dashboard/dashboard-cache.ts";
import { demoRequestsRoutes } from "./modules/demo-requests/demo-requests.routes.ts";
import { EventBus } from "./modules/events/event-bus.ts";
import { eventsRoutes } from "./modules/events/events.routes.ts";
import { MailWorker } from "./modules/mail/mail-worker.ts";
import { RetentionPurge } from "./modules/maintenance/retention-purge.ts";
import { notificationsRoutes } from "./modules/notifications/notifications.routes.ts";
import { payrollRoutes } from "./modules/payroll/payroll.routes.ts";
import { planningRoutes } from "./modules/planning/planning.routes.ts";
import { radioRoutes } from "./modules/radio/radio.routes.ts";
import { radioGatewayRoutes } from "./modules/radio/radio-gateway.routes.ts";
import { ReportWorker } from "./modules/reports/report-worker.ts";
import { reportsRoutes } from "./modules/reports/reports.routes.ts";
import { securityReportsRoutes } from "./modules/security-reports/security-reports.routes.ts";
import { settingsRoutes } from "./modules/settings/settings.routes.ts";
import { sitesRoutes } from "./modules/sites/sites.routes.ts";
import { usersRoutes } from "./modules/users/users.routes.ts";
import { registerAuth } from "./plugins/auth.ts";
import { registerDocs } from "./plugins/docs.ts";
import { registerErrorHandler } from "./plugins/errors.ts";
import { registerHttpsHeaders } from "./plugins/https-headers.ts";
import { registerInputGuard } from "./plugins/input-guard.ts";
import { registerLanguage } from "./plugins/language.ts";
import { registerSecurityHeaders } from "./plugins/security-headers.ts";
import { registerWeb } from "./plugins/web.ts";

// Validation messages in French for every schema without its own message.
z.config(z.locales.fr());

declare module "fastify" {
  interface FastifyInstance {
    database: Database;
    appConfig: AppConfig;
    /** Live events between API processes (LISTEN/NOTIFY on PostgreSQL, in-process on PGlite). */
    events: EventBus;
    /** Measures camera status; server.ts starts it, tests call `runOnce`. */
    cameraMonitor: CameraMonitor;
    /** Video gateway: keys, live connections, ffmpeg (issue 14). */
    cameraVideo: CameraVideo;
    /** ONVIF PTZ of motorised cameras (issue 14). */
    cameraPtz: PtzControl;
    /** Runs report generation jobs; server.ts starts it, tests call `runOnce`. */
    reportWorker: ReportWorker;
    /** Jobs that run on one instance only (leader through a PostgreSQL advisory lock); server.ts starts it. */
    jobs: JobRegistry;
    // Issue 10: e-mail, and the jobs that must run once (server.ts starts them, tests call runOnce).
    mailer: Mailer;
    mailWorker: MailWorker;
    backupScheduler: BackupScheduler;
    retentionPurge: RetentionPurge;
    /** Deletes access log entries past each company's retention (issue 11). */
    accessLogPurge: AccessLogPurge;
    /** The company-wide dashboards of the last seconds, forgotten on any change (issue 18). */
    dashboardCache: DashboardCache;
    /** The alarm list's capped totals of the last seconds, forgotten on any change (decision 055). */
    alarmTotals: CompanyCache<PageTotal>;
    /** List pages (alarms, sites) of the last 2 s, forgotten on any change (decision 056). */
    listPages: CompanyCache<JsonPage>;
  }
}

/** Builds the whole application without listening: server.ts listens, tests use `inject`. */
export async function buildApp({ database, config }: { database: Database; config: AppConfig }) {
  const app = Fastify({
    logger:
      config.logLevel === "silent"
        ? false
        : {
            level: config.logLevel,
            redact: [
              "req.headers.authorization",
              "req.headers.cookie",
              "body.password",
              "body.admin.password",
            ],
            serializers: { req: serializeRequest, err: serializeError },
            ...(config.logFile ? { file: config.logFile } : {}),
          },
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimit,
    // Errors the router raises before any handler (a malformed URL, a path segment over 100
    // characters) get the same French `{ detail }` as everything else.
    frameworkErrors: (error, _request, reply) => {
      const status = error.code === "FST_ERR_MAX_PARAM_LENGTH" ? 414 : 400;
      // The reply's type is generic here (no route matched yet): send it as a plain reply.
      (reply as unknown as FastifyReply)
        .code(status)
        .send({ detail: status === 414 ? MSG.urlTooLong : MSG.badRequest });
    },
  }).withTypeProvider<ZodTypeProvider>();

  hashingPool.configure(config.passwordHashing);
  documentPool.configure(config.documents);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("database", database);
  app.decorate("appConfig", config);
  const events = new EventBus(database, app.log);
  await events.start();
  app.decorate("events", events);
  const cameraVideo = createCameraVideo({ db: database.db, config });
  app.decorate("cameraVideo", cameraVideo);
  app.decorate(
    "cameraPtz",
    new PtzControl({
      allowedNetworks: cameraVideo.allowedNetworks,
      timeoutMs: config.video.connectTimeoutMs,
    }),
  );
  const cameraMonitor = new CameraMonitor({
    db: database.db,
    events,
    log: app.log,
    ...config.cameraMonitor,
    probe: streamProbe({ allowedNetworks: cameraVideo.allowedNetworks }),
    openUrl: (row) => openCameraUrl({ row, keys: cameraVideo.keys }),
  });
  app.decorate("cameraMonitor", cameraMonitor);
  const reportWorker = new ReportWorker({ db: database.db, log: app.log });
  app.decorate("reportWorker", reportWorker);
  const mailer = new Mailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log });
  app.decorate("mailer", mailer);
  const mailWorker = new MailWorker({ db: database.db, mailer, publicUrl: config.publicUrl, log: app.log });
  app.decorate("mailWorker", mailWorker);
  const backupScheduler = new BackupScheduler({ db: database.db, backupDir: config.backupDir, log: app.log });
  app.decorate("backupScheduler", backupScheduler);
  const retentionPurge = new RetentionPurge({ db: database.db, log: app.log });
  app.decorate("retentionPurge", retentionPurge);
  // Jobs that must run once across instances register here (docs/architecture.md, "Jobs").
  const jobs = new JobRegistry({ database, log: app.log, checkMs: config.leaderCheckMs });
  jobs.register("camera-monitor", cameraMonitor);
  jobs.register("report-worker", reportWorker);
  jobs.register("mail-worker", mailWorker);
  jobs.register("backup-scheduler", backupScheduler);
  jobs.register("retention-purge", retentionPurge);
  const accessLogPurge = new AccessLogPurge({ db: database.db, log: app.log });
  app.decorate("accessLogPurge", accessLogPurge);
  jobs.register("access-log-purge", accessLogPurge);
  app.decorate("jobs", jobs);
  // Jobs stop before the bus they publish on, and the mailer after the worker that uses it.
  app.addHook("onClose", async () => {
    await jobs.stop();
    await Promise.all([mailWorker.stop(), backupScheduler.stop(), retentionPurge.stop()]);
    await reportWorker.stop();
    // Document workers are terminated once requests in flight have answered (decision 049).
    await documentPool.close();
    await cameraMonitor.stop();
    mailer.close();
    cameraVideo.hub.close();
    await events.close();
  });

  registerErrorHandler(app);
  registerLanguage(app);
  registerSecurityHeaders(app);
  registerHttpsHeaders(app);
  if (config.corsOrigin) await app.register(cors, { origin: config.corsOrigin.split(",") });
  // Only routes that declare `config.rateLimit` are limited (registration, demo requests); logins
  // are throttled on failures, in the database, by the auth module.
  await app.register(rateLimit, { global: false });
  // Live camera video (WebSocket): viewers only listen, so incoming messages stay tiny.
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  await registerDocs(app);
  registerAuth(app);
  registerInputGuard(app);
  const dashboardCache = new DashboardCache();
  app.decorate("dashboardCache", dashboardCache);
  const alarmTotals = new CompanyCache<PageTotal>();
  app.decorate("alarmTotals", alarmTotals);
  const listPages = new CompanyCache<JsonPage>(2_000);
  app.decorate("listPages", listPages);
  forgetOnChange(app, dashboardCache, alarmTotals, listPages);

  await app.register(
    async (api) => {
      api.get("/health", { config: { access: "public" } }, async () => ({ status: "ok" }));
      await api.register(authRoutes, { prefix: "/auth" });
      await api.register(accountRoutes, { prefix: "/auth" });
      await api.register(settingsRoutes, { prefix: "/settings" });
      await api.register(auditRoutes, { prefix: "/audit" });
      await api.register(backupsRoutes, { prefix: "/backups" });
      await api.register(usersRoutes, { prefix: "/users" });
      await api.register(notificationsRoutes, { prefix: "/notifications" });
      await api.register(demoRequestsRoutes, { prefix: "/demo-requests" });
      await api.register(sitesRoutes, { prefix: "/sites" });
      await api.register(payrollRoutes, { prefix: "/payroll" });
      await api.register(camerasRoutes, { prefix: "/cameras" });
      await api.register(cameraLiveRoutes, { prefix: "/cameras" });
      await api.register(cameraPtzRoutes, { prefix: "/cameras" });
      await api.register(cameraSnapshotsRoutes);
      await api.register(alarmsRoutes, { prefix: "/alarms" });
      await api.register(agentsRoutes, { prefix: "/agents" });
      await api.register(planningRoutes, { prefix: "/planning-advanced" });
      await api.register(calendarRoutes, { prefix: "/calendar" });
      await api.register(dashboardRoutes, { prefix: "/dashboard" });
      await api.register(aiInsightsRoutes, { prefix: "/ai-insights" });
      await api.register(eventsRoutes, { prefix: "/events" });
      await api.register(securityReportsRoutes, { prefix: "/security-reports" });
      await api.register(reportsRoutes, { prefix: "/reports" });
      await api.register(accessRoutes, { prefix: "/access" });
      await api.register(accessReaderRoutes, {
        prefix: "/access",
        checksPerMinute: config.readerChecksPerMinute,
      });
      await api.register(radioRoutes, {
        prefix: "/radio",
        offlineAfterSeconds: config.radioOfflineSeconds,
        pttQuota: config.pttQuota,
      });
      await api.register(radioGatewayRoutes, { prefix: "/radio", perMinute: 600 });
    },
    { prefix: "/api" },
  );

  await registerWeb(app, config.webDist);
  return app as unknown as FastifyInstance;
}

import cors from "@fastify/cors";
import rateLimit from "@fastify/rate-limit";
import websocket from "@fastify/websocket";
import { MSG } from "@hts/domain";
import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppConfig } from "./config.ts";
import type { Database } from "./db/client.ts";
import { CompanyCache, DashboardCache, forgetOnChange } from "./lib/company-cache.ts";
import { documentPool } from "./lib/documents/document-pool.ts";
import { EventBus } from "./lib/events/event-bus.ts";
import { hashingPool } from "./lib/hashing-pool.ts";
import { JobRegistry } from "./lib/job-registry.ts";
import { serializeError, serializeRequest } from "./lib/log-serializers.ts";
import { Mailer } from "./lib/mailer.ts";
import type { JsonPage } from "./lib/pagination.ts";
import { AccessLogPurge, accessReaderRoutes, accessRoutes } from "./modules/access/index.ts";
import { agentsRoutes } from "./modules/agents/index.ts";
import { aiInsightsRoutes } from "./modules/ai-insights/index.ts";
import { alarmsRoutes, type PageTotal } from "./modules/alarms/index.ts";
import {
  clockRoutes,
  fieldSettingsRoutes,
  MissedClockInJob,
  meAttendanceRoutes,
  timesheetsRoutes,
} from "./modules/attendance/index.ts";
import { auditRoutes } from "./modules/audit/index.ts";
import { accountRoutes, authRoutes, registerAuth } from "./modules/auth/index.ts";
import { BackupScheduler, backupsRoutes } from "./modules/backups/index.ts";
import { agentCalendarRoutes, calendarRoutes } from "./modules/calendar/index.ts";
import {
  CameraMonitor,
  type CameraVideo,
  cameraLiveRoutes,
  cameraPtzRoutes,
  cameraRecordingRoutes,
  cameraSnapshotsRoutes,
  camerasRoutes,
  createCameraVideo,
  evidenceRoutes,
  isSimulatedStream,
  openCameraUrl,
  PtzControl,
  RecordingSpace,
  RecordingSupervisor,
  recordingStorageRoutes,
  streamProbe,
} from "./modules/cameras/index.ts";
import { clientRequestsRoutes, clientsRoutes } from "./modules/clients/index.ts";
import { dashboardRoutes } from "./modules/dashboard/index.ts";
import { demoRequestsRoutes } from "./modules/demo-requests/index.ts";
import { eventsRoutes } from "./modules/events/index.ts";
import { fieldRoutes } from "./modules/field/index.ts";
import { ActivityReportJob, logbookRoutes } from "./modules/logbook/index.ts";
import { LoneWorkerJob, loneWorkerRoutes } from "./modules/lone-worker/index.ts";
import { MailWorker } from "./modules/mail/index.ts";
import { RetentionPurge } from "./modules/maintenance/index.ts";
import { notificationsRoutes } from "./modules/notifications/index.ts";
import { readinessRoutes, registerMetrics } from "./modules/operations/index.ts";
import { payrollRoutes } from "./modules/payroll/index.ts";
import { leaveShiftsRoutes, planningRoutes } from "./modules/planning/index.ts";
import { platformRoutes } from "./modules/platform/index.ts";
import { ClientSummaryJob, portalRoutes } from "./modules/portal/index.ts";
import { postOrdersRoutes } from "./modules/post-orders/index.ts";
import { configurePush, pushRoutes, vapidSubject } from "./modules/push/index.ts";
import { radioGatewayRoutes, radioRoutes } from "./modules/radio/index.ts";
import { ReportWorker, reportsRoutes } from "./modules/reports/index.ts";
import { securityReportsRoutes } from "./modules/security-reports/index.ts";
import { settingsRoutes } from "./modules/settings/index.ts";
import { sitesRoutes } from "./modules/sites/index.ts";
import { coverageRoutes } from "./modules/staffing/index.ts";
import { type BlobStore, DiskBlobStore, MediaRetentionJob, mediaRoutes } from "./modules/storage/index.ts";
import {
  meToursRoutes,
  TourBoardCache,
  TourWatchJob,
  tourRunsRoutes,
  toursRoutes,
} from "./modules/tours/index.ts";
import { usersRoutes } from "./modules/users/index.ts";
import { registerDocs } from "./plugins/docs.ts";
import { registerErrorHandler } from "./plugins/errors.ts";
import { registerHttpsHeaders } from "./plugins/https-headers.ts";
import { registerInputGuard } from "./plugins/input-guard.ts";
import { registerJsonBody } from "./plugins/json-body.ts";
import { registerLanguage } from "./plugins/language.ts";
import { databaseRateLimitStore } from "./plugins/rate-limit-store.ts";
import { helmetOptionsFor, registerSecurityHeaders } from "./plugins/security-headers.ts";
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
    /** Camera recording (issue 30): the leader runs it, tests call `runOnce`. */
    recordingSupervisor: RecordingSupervisor;
    recordingSpace: RecordingSpace;
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
    /** Lone-worker checks and their alarms (issue 22); tests call `runOnce`. */
    loneWorkerJob: LoneWorkerJob;
    missedClockIn: MissedClockInJob;
    /** Late and missed tours and checkpoints (issue 23); tests call `runOnce`. */
    tourWatch: TourWatchJob;
    /** Where stored photos and files live (decision 096). */
    blobs: BlobStore;
    /** The retention period applied to stored files; tests call `runOnce`. */
    mediaRetention: MediaRetentionJob;
    /** The daily activity report drafted at each shift's end (issue 23); tests call `runOnce`. */
    activityReports: ActivityReportJob;
    /** The clients' scheduled e-mail summaries (issue 25); tests call `runOnce`. */
    clientSummaries: ClientSummaryJob;
    /** The company-wide dashboards of the last seconds, forgotten on any change (issue 18). */
    dashboardCache: DashboardCache;
    /** The alarm list's capped totals of the last seconds, forgotten on any change (decision 055). */
    alarmTotals: CompanyCache<PageTotal>;
    /** List pages (alarms, sites) of the last 2 s, forgotten on any change (decision 056). */
    listPages: CompanyCache<JsonPage>;
    /** The control room's tour boards of the last second; this instance's scans noted into them (decisions 117, 138). */
    tourBoards: TourBoardCache;
    /** The control room's floors of the last second, serialized (decisions 087, 107: topic `field`). */
    fieldFloors: CompanyCache<Buffer>;
    /** Portal homes of the last 2 s, serialized, per caller (decision 125: topic `sites`). */
    portalHomes: CompanyCache<Buffer>;
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
  configurePush({ ...config.push, subject: vapidSubject(config) });
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
    // The demo's simulated streams need ffmpeg: without it they say so instead of timing out.
    needsMissingEngine: async (url) =>
      config.cameraSimulator.enabled &&
      isSimulatedStream(url, config.cameraSimulator.port) &&
      !(await cameraVideo.engineReady),
  });
  app.decorate("cameraMonitor", cameraMonitor);
  const recordingSpace = new RecordingSpace(config.recording.dir, config.recording.minFreeBytes);
  app.decorate("recordingSpace", recordingSpace);
  const recordingSupervisor = new RecordingSupervisor({
    db: database.db,
    events,
    video: cameraVideo,
    config: config.recording,
    space: recordingSpace,
    log: app.log,
  });
  app.decorate("recordingSupervisor", recordingSupervisor);
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
  const jobs = new JobRegistry({ database, log: app.log, checkMs: config.leaderCheckMs, staggerMs: 100 });
  jobs.register("camera-monitor", cameraMonitor);
  jobs.register("camera-recording", recordingSupervisor);
  jobs.register("report-worker", reportWorker);
  jobs.register("mail-worker", mailWorker);
  jobs.register("backup-scheduler", backupScheduler);
  jobs.register("retention-purge", retentionPurge);
  const accessLogPurge = new AccessLogPurge({ db: database.db, log: app.log });
  app.decorate("accessLogPurge", accessLogPurge);
  jobs.register("access-log-purge", accessLogPurge);
  // Lone-worker checks (issue 22): opens due checks, raises one alarm per missed check.
  const loneWorkerJob = new LoneWorkerJob({ db: database.db, events, log: app.log });
  app.decorate("loneWorkerJob", loneWorkerJob);
  jobs.register("lone-worker-checks", loneWorkerJob);
  const missedClockIn = new MissedClockInJob({ db: database.db, events, log: app.log });
  app.decorate("missedClockIn", missedClockIn);
  jobs.register("missed-clock-in", missedClockIn);
  const tourWatch = new TourWatchJob({ db: database.db, events, log: app.log });
  app.decorate("tourWatch", tourWatch);
  jobs.register("tour-watch", tourWatch);
  if (config.demo) {
    // The demo's radios report like real ones for as long as the server runs (issue 29); loaded only
    // with the demo, so a production start never reads the demo module.
    const { DemoRadioTelemetry } = await import("./modules/demo/index.ts");
    jobs.register("demo-radio-telemetry", new DemoRadioTelemetry({ db: database.db, events, log: app.log }));
  }
  const blobs = new DiskBlobStore(config.mediaDir);
  app.decorate("blobs", blobs);
  const mediaRetention = new MediaRetentionJob({ db: database.db, blobs, log: app.log });
  app.decorate("mediaRetention", mediaRetention);
  jobs.register("media-retention", mediaRetention);
  const activityReports = new ActivityReportJob({
    db: database.db,
    events,
    log: app.log,
    intervalMs: config.activityReportIntervalMs,
  });
  app.decorate("activityReports", activityReports);
  jobs.register("activity-reports", activityReports);
  const clientSummaries = new ClientSummaryJob({
    db: database.db,
    log: app.log,
    onQueued: () => mailWorker.kick(),
    portalUrl: `${config.publicUrl.replace(/\/$/, "")}/portail`,
  });
  app.decorate("clientSummaries", clientSummaries);
  jobs.register("client-summaries", clientSummaries);
  app.decorate("jobs", jobs);
  // Jobs stop before the bus they publish on, and the mailer after the worker that uses it.
  app.addHook("onClose", async () => {
    await jobs.stop();
    await Promise.all([mailWorker.stop(), backupScheduler.stop(), retentionPurge.stop()]);
    await reportWorker.stop();
    // Document workers are terminated once requests in flight have answered (decision 049).
    await documentPool.close();
    await cameraMonitor.stop();
    await recordingSupervisor.stop();
    mailer.close();
    cameraVideo.hub.close();
    await events.close();
  });

  registerErrorHandler(app);
  // Depth and size of JSON bodies, before they are parsed (decision 077).
  registerJsonBody(app);
  registerLanguage(app);
  registerSecurityHeaders(app, helmetOptionsFor(config));
  registerHttpsHeaders(app);
  if (config.corsOrigin) await app.register(cors, { origin: config.corsOrigin.split(",") });
  // Only routes that declare `config.rateLimit` are limited (registration, demo requests, readers…);
  // logins are throttled on failures, in the database, by the auth module. The counts live in the
  // database too, so that every instance applies the same limit (decision 066).
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore({
      db: database.db,
      onPurgeError: (error) => app.log.warn({ err: error }, "purge des limites de débit"),
    }),
  });
  // Live camera video (WebSocket): viewers only listen, so incoming messages stay tiny.
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  await registerDocs(app);
  registerAuth(app, config.caches ? 2_000 : 0);
  registerInputGuard(app);
  // Before the routes: its hook measures every one of them (decision 064).
  registerMetrics(app, config.metricsToken);
  const dashboardCache = new DashboardCache();
  app.decorate("dashboardCache", dashboardCache);
  const alarmTotals = new CompanyCache<PageTotal>(5_000, 2_000, Date.now, "alarms");
  app.decorate("alarmTotals", alarmTotals);
  // Its entries name their topic (alarms or sites): a new alarm does not forget the sites' pages…
  // unless it changes their counters (cache-topics.ts).
  const listPages = new CompanyCache<JsonPage>(2_000);
  app.decorate("listPages", listPages);
  // A second, as the floor (decision 087): every control-room screen refetches on the same event.
  const tourBoards = new TourBoardCache(1_000);
  app.decorate("tourBoards", tourBoards);
  // HTS_CACHES=0: every read computed (the bench measures the uncached path, issue 31).
  // One second (decision 087): every control-room screen refetches on the same coalesced event.
  const fieldFloors = new CompanyCache<Buffer>(1_000, 2_000, Date.now, "field");
  app.decorate("fieldFloors", fieldFloors);
  // A client, his sites and what is published to him: written by the clients, sites and users routes,
  // which declare no topic (so forget every topic, this one included).
  const portalHomes = new CompanyCache<Buffer>(2_000, 2_000, Date.now, "sites");
  app.decorate("portalHomes", portalHomes);
  for (const cache of [dashboardCache, alarmTotals, listPages, tourBoards, fieldFloors, portalHomes]) {
    cache.enabled = config.caches;
  }
  forgetOnChange(app, dashboardCache, alarmTotals, listPages, tourBoards, fieldFloors, portalHomes);

  await app.register(
    async (api) => {
      api.get("/health", { config: { access: "public" } }, async () => ({ status: "ok" }));
      await api.register(readinessRoutes);
      await api.register(authRoutes, { prefix: "/auth" });
      await api.register(accountRoutes, { prefix: "/auth" });
      await api.register(settingsRoutes, { prefix: "/settings" });
      await api.register(fieldSettingsRoutes, { prefix: "/settings" });
      await api.register(clockRoutes, { prefix: "/attendance" });
      await api.register(timesheetsRoutes, { prefix: "/attendance" });
      await api.register(meAttendanceRoutes, { prefix: "/me" });
      await api.register(auditRoutes, { prefix: "/audit" });
      await api.register(backupsRoutes, { prefix: "/backups" });
      await api.register(usersRoutes, { prefix: "/users" });
      await api.register(notificationsRoutes, { prefix: "/notifications" });
      await api.register(demoRequestsRoutes, { prefix: "/demo-requests" });
      await api.register(platformRoutes, { prefix: "/platform" });
      await api.register(sitesRoutes, { prefix: "/sites" });
      await api.register(clientsRoutes, { prefix: "/clients" });
      await api.register(clientRequestsRoutes, { prefix: "/client-requests" });
      await api.register(portalRoutes, { prefix: "/portal" });
      await api.register(payrollRoutes, { prefix: "/payroll" });
      await api.register(camerasRoutes, { prefix: "/cameras" });
      await api.register(cameraLiveRoutes, { prefix: "/cameras" });
      await api.register(cameraPtzRoutes, { prefix: "/cameras" });
      await api.register(cameraRecordingRoutes, { prefix: "/cameras" });
      await api.register(cameraSnapshotsRoutes);
      await api.register(evidenceRoutes);
      await api.register(recordingStorageRoutes);
      await api.register(alarmsRoutes, { prefix: "/alarms" });
      await api.register(postOrdersRoutes);
      await api.register(coverageRoutes);
      await api.register(loneWorkerRoutes);
      await api.register(toursRoutes, { prefix: "/tours" });
      await api.register(tourRunsRoutes, { prefix: "/tour-runs" });
      await api.register(meToursRoutes, { prefix: "/me" });
      await api.register(agentsRoutes, { prefix: "/agents" });
      await api.register(agentCalendarRoutes, { prefix: "/agents" });
      await api.register(leaveShiftsRoutes, { prefix: "/agents" });
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
      await api.register(fieldRoutes, { prefix: "/field" });
      await api.register(pushRoutes, { prefix: "/push" });
      await api.register(mediaRoutes);
      await api.register(logbookRoutes);
    },
    { prefix: "/api" },
  );

  await registerWeb(app, config.webDist);
  return app as unknown as FastifyInstance;
}

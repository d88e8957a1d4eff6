import cors from "@fastify/cors";
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import { MSG } from "@hts/domain";
import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppConfig } from "./config.ts";
import type { Database } from "./db/client.ts";
import { serializeRequest } from "./lib/log-serializers.ts";
import { agentsRoutes } from "./modules/agents/agents.routes.ts";
import { alarmsRoutes } from "./modules/alarms/alarms.routes.ts";
import { authRoutes } from "./modules/auth/auth.routes.ts";
import { calendarRoutes } from "./modules/calendar/calendar.routes.ts";
import { CameraMonitor } from "./modules/cameras/camera-monitor.ts";
import { camerasRoutes } from "./modules/cameras/cameras.routes.ts";
import { dashboardRoutes } from "./modules/dashboard/dashboard.routes.ts";
import { demoRequestsRoutes } from "./modules/demo-requests/demo-requests.routes.ts";
import { EventBus } from "./modules/events/event-bus.ts";
import { eventsRoutes } from "./modules/events/events.routes.ts";
import { notificationsRoutes } from "./modules/notifications/notifications.routes.ts";
import { payrollRoutes } from "./modules/payroll/payroll.routes.ts";
import { planningRoutes } from "./modules/planning/planning.routes.ts";
import { ReportWorker } from "./modules/reports/report-worker.ts";
import { reportsRoutes } from "./modules/reports/reports.routes.ts";
import { securityReportsRoutes } from "./modules/security-reports/security-reports.routes.ts";
import { sitesRoutes } from "./modules/sites/sites.routes.ts";
import { usersRoutes } from "./modules/users/users.routes.ts";
import { registerAuth } from "./plugins/auth.ts";
import { registerDocs } from "./plugins/docs.ts";
import { registerErrorHandler } from "./plugins/errors.ts";
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
    /** Runs report generation jobs; server.ts starts it, tests call `runOnce`. */
    reportWorker: ReportWorker;
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
            redact: ["req.headers.authorization", "body.password", "body.admin.password"],
            serializers: { req: serializeRequest },
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

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("database", database);
  app.decorate("appConfig", config);
  const events = new EventBus(database, app.log);
  await events.start();
  app.decorate("events", events);
  const cameraMonitor = new CameraMonitor({ db: database.db, events, log: app.log, ...config.cameraMonitor });
  app.decorate("cameraMonitor", cameraMonitor);
  const reportWorker = new ReportWorker({ db: database.db, log: app.log });
  app.decorate("reportWorker", reportWorker);
  // The monitor stops before the bus it publishes on.
  app.addHook("onClose", async () => {
    await reportWorker.stop();
    await cameraMonitor.stop();
    await events.close();
  });

  registerErrorHandler(app);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: { "img-src": ["'self'", "data:", "blob:"], "connect-src": ["'self'"] },
    },
  });
  if (config.corsOrigin) await app.register(cors, { origin: config.corsOrigin.split(",") });
  // Only routes that declare `config.rateLimit` are limited (registration, demo requests); logins
  // are throttled on failures, in the database, by the auth module.
  await app.register(rateLimit, { global: false });
  await registerDocs(app);
  registerAuth(app);

  await app.register(
    async (api) => {
      api.get("/health", { config: { access: "public" } }, async () => ({ status: "ok" }));
      await api.register(authRoutes, { prefix: "/auth" });
      await api.register(usersRoutes, { prefix: "/users" });
      await api.register(notificationsRoutes, { prefix: "/notifications" });
      await api.register(demoRequestsRoutes, { prefix: "/demo-requests" });
      await api.register(sitesRoutes, { prefix: "/sites" });
      await api.register(payrollRoutes, { prefix: "/payroll" });
      await api.register(camerasRoutes, { prefix: "/cameras" });
      await api.register(alarmsRoutes, { prefix: "/alarms" });
      await api.register(agentsRoutes, { prefix: "/agents" });
      await api.register(planningRoutes, { prefix: "/planning-advanced" });
      await api.register(calendarRoutes, { prefix: "/calendar" });
      await api.register(dashboardRoutes, { prefix: "/dashboard" });
      await api.register(eventsRoutes, { prefix: "/events" });
      await api.register(securityReportsRoutes, { prefix: "/security-reports" });
      await api.register(reportsRoutes, { prefix: "/reports" });
    },
    { prefix: "/api" },
  );

  await registerWeb(app, config.webDist);
  return app as unknown as FastifyInstance;
}

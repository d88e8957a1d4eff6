import { timingSafeEqual } from "node:crypto";
import { MSG, MSG_OPERATIONS, ZReadiness } from "@hts/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { migrationsFolder } from "../../db/migrate.ts";
import { say } from "../../plugins/language.ts";
import { createMetrics } from "./metrics.ts";
import { Readiness } from "./readiness.ts";

/**
 * GET /api/health/ready beside the liveness route /api/health (decision 064): a load balancer sends
 * traffic only to an instance whose database answers and is migrated.
 */
export async function readinessRoutes(api: FastifyInstance): Promise<void> {
  const readiness = new Readiness({
    database: api.database,
    migrationsFolder,
    timeoutMs: api.appConfig.readinessTimeoutMs,
  });
  api.withTypeProvider<ZodTypeProvider>().get(
    "/health/ready",
    {
      config: { access: "public" },
      schema: {
        tags: ["health"],
        summary: "Prêt à servir : base joignable et migrations appliquées (503 sinon)",
        response: { 200: ZReadiness, 503: ZReadiness },
      },
    },
    async (request, reply) => {
      const state = await readiness.check();
      reply.header("cache-control", "no-store");
      if (state.ready) {
        const migrations = { applied: state.applied, expected: state.expected };
        return { status: "ready" as const, database: "ok" as const, migrations };
      }
      if (state.reason === "unreachable") {
        return reply.code(503).send({
          status: "not_ready",
          database: "unreachable",
          migrations: null,
          detail: say(request, MSG_OPERATIONS.databaseUnreachable),
        });
      }
      const migrations = { applied: state.applied, expected: state.expected };
      return reply.code(503).send({
        status: "not_ready",
        database: "ok",
        migrations,
        detail: say(request, { text: MSG_OPERATIONS.migrationsPending, params: migrations }),
      });
    },
  );
}

/**
 * GET /metrics (Prometheus text format), only with METRICS_TOKEN, sent as `Authorization: Bearer`.
 * Without the variable the route answers 404 like any unknown path: nothing to find, nothing to guess.
 */
export function registerMetrics(app: FastifyInstance, token: string | undefined): void {
  if (!token) {
    // Declared anyway: otherwise the web app's fallback would answer /metrics with its index.html.
    app.get("/metrics", async (request, reply) =>
      reply.code(404).send({ detail: say(request, MSG.routeNotFound) }),
    );
    return;
  }
  const register = createMetrics(app);
  const expected = Buffer.from(`Bearer ${token}`);
  app.get("/metrics", async (request, reply) => {
    const given = Buffer.from(request.headers.authorization ?? "");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return reply
        .code(401)
        .header("www-authenticate", "Bearer")
        .send({ detail: say(request, MSG_OPERATIONS.metricsToken) });
    }
    reply.header("content-type", register.contentType).header("cache-control", "no-store");
    return register.metrics();
  });
}

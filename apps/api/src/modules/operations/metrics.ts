import type { FastifyInstance } from "fastify";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { documentPool } from "../../lib/documents/document-pool.ts";
import { hashingPool } from "../../lib/hashing-pool.ts";

/** Label of a request that matched no route: one series for every unknown URL, not one per URL. */
const UNMATCHED = "unmatched";

/**
 * The Prometheus registry of one application (decision 064): this process's defaults (CPU, memory, GC,
 * event-loop delay), HTTP requests by route pattern, the database pool, the bounded queues and the live
 * streams. Gauges read their source when scraped: nothing runs between scrapes.
 */
export function createMetrics(app: FastifyInstance): Registry {
  const register = new Registry();
  collectDefaultMetrics({ register, prefix: "hts_", eventLoopMonitoringPrecision: 10 });

  const labelNames = ["method", "route", "status_code"] as const;
  const requests = new Counter({
    name: "hts_http_requests_total",
    help: "Requêtes HTTP terminées",
    labelNames,
    registers: [register],
  });
  const duration = new Histogram({
    name: "hts_http_request_duration_seconds",
    help: "Durée des requêtes HTTP, par route (motif de la route, pas l'URL)",
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [register],
  });
  // Synchronous hook (decision 058): a few map lookups per answer. The route pattern (/api/sites/:id)
  // keeps the number of series bounded whatever the URLs.
  app.addHook("onResponse", (request, reply, done) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED,
      status_code: String(reply.statusCode),
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    done();
  });

  const pool = app.database.pool;
  new Gauge({
    name: "hts_db_pool_connections",
    help: "Connexions du pool de la base : total, inactives, demandes en attente d'une connexion",
    labelNames: ["state"],
    registers: [register],
    collect() {
      if (!pool) return;
      this.set({ state: "total" }, pool.totalCount);
      this.set({ state: "idle" }, pool.idleCount);
      this.set({ state: "waiting" }, pool.waitingCount);
    },
  });
  new Gauge({
    name: "hts_queue_jobs",
    help: "Travaux des files bornées : documents (threads) et calculs de mots de passe, en cours ou en attente",
    labelNames: ["queue", "state"],
    registers: [register],
    collect() {
      const documents = documentPool.stats;
      const hashing = hashingPool.stats;
      this.set({ queue: "documents", state: "threads" }, documents.threads);
      this.set({ queue: "documents", state: "waiting" }, documents.queued);
      this.set({ queue: "password_hashing", state: "running" }, hashing.running);
      this.set({ queue: "password_hashing", state: "waiting" }, hashing.waiting);
    },
  });
  new Gauge({
    name: "hts_sse_clients",
    help: "Flux temps réel (/api/events) ouverts sur cette instance",
    registers: [register],
    collect() {
      this.set(app.events.liveStreams.size);
    },
  });
  new Gauge({
    name: "hts_jobs_leader",
    help: "1 si cette instance mène les tâches de fond (verrou consultatif PostgreSQL), 0 sinon",
    registers: [register],
    collect() {
      this.set(app.jobs.isLeader ? 1 : 0);
    },
  });
  return register;
}

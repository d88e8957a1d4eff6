import type { TSystemComponent } from "@hts/domain";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { type HealthSnapshot, type HealthState, HealthTracker } from "../../lib/health.ts";

const STATUS: Record<HealthState, TSystemComponent["status"]> = {
  up: "Actif",
  degraded: "Dégradé",
  down: "Hors service",
  stopped: "Arrêté",
};

// The control room reads local time: the last probe is shown as Paris wall-clock time.
const PARIS_TIME = new Intl.DateTimeFormat("fr-FR", {
  timeZone: "Europe/Paris",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

// Measured by this module on each dashboard request, since nothing else watches the database.
const databaseHealth = new WeakMap<FastifyInstance, HealthTracker>();

async function probeDatabase(app: FastifyInstance): Promise<{ snapshot: HealthSnapshot; ms: number }> {
  let tracker = databaseHealth.get(app);
  if (!tracker) {
    // The server migrated the database before building the app: it was up at start.
    tracker = new HealthTracker({ initial: "up" });
    databaseHealth.set(app, tracker);
  }
  const started = performance.now();
  try {
    await app.database.db.execute(sql`select 1`);
    tracker.set("up");
  } catch {
    tracker.set("down", "requête de contrôle en échec");
  }
  return { snapshot: tracker.snapshot(), ms: Math.round(performance.now() - started) };
}

const component = (key: string, name: string, s: HealthSnapshot, description: string): TSystemComponent => ({
  key,
  name,
  status: STATUS[s.state],
  uptime: s.uptime,
  since: s.since.toISOString(),
  description,
});

/** The real components of this server, with measured status and availability since start. */
export async function systemStatus(app: FastifyInstance, companyCameras: { online: number; total: number }) {
  const db = await probeDatabase(app);
  const engine = app.database.kind === "postgres" ? "PostgreSQL" : "PGlite (embarquée)";

  const monitor = app.cameraMonitor;
  let monitorSnapshot = monitor.health.snapshot();
  const last = monitor.lastCycle;
  if (monitorSnapshot.state === "up" && monitor.isStale()) {
    monitorSnapshot = { ...monitorSnapshot, state: "degraded" };
  }
  const monitorText = last
    ? `${companyCameras.online}/${companyCameras.total} caméras en ligne ; dernier contrôle à ${PARIS_TIME.format(last.at)}`
    : "Aucun contrôle effectué depuis le démarrage";

  const bus = app.events.health.snapshot();
  const busText = `${app.database.kind === "postgres" ? "LISTEN/NOTIFY PostgreSQL" : "En mémoire (instance unique)"} ; ${app.events.subscribers} flux ouverts`;

  // Access control and radio join this list when their issues add them.
  return [
    component("database", "Base de données", db.snapshot, `${engine}, réponse en ${db.ms} ms`),
    component("cameras", "Surveillance caméras", monitorSnapshot, monitorText),
    component("events", "Flux temps réel", bus, busText),
  ];
}

import {
  gigabytes,
  MSG_DASHBOARD,
  renderServerText,
  type TLang,
  type TSystemComponent,
  type TSystemDetails,
} from "@hts/domain";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { type HealthSnapshot, type HealthState, HealthTracker } from "../../lib/health.ts";
import { currentLeader } from "../../lib/leadership.ts";

/** The spec's status labels (data: the web app translates them). */
const STATUS: Record<HealthState, TSystemComponent["status"]> = {
  up: "Actif",
  degraded: "Dégradé",
  down: "Hors service",
  stopped: "Arrêté",
};

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
    tracker.set("down", MSG_DASHBOARD.probeFailed);
  }
  return { snapshot: tracker.snapshot(), ms: Math.round(performance.now() - started) };
}

// The instance's own figures (the database probe, the jobs' leader, the recording disk) are the same for
// every caller: sampled at most once a second per instance, shared by the dashboards asked meanwhile
// (issue 31: a probe, a pg_locks join and a statfs on every uncached dashboard were most of its
// database round trips). A second is below what the dashboard shows (milliseconds of the probe, minutes
// of the last camera check).
const SAMPLE_MS = 1_000;
const samples = new WeakMap<FastifyInstance, Map<string, { at: number; value: Promise<unknown> }>>();

function sampled<T>(app: FastifyInstance, key: string, read: () => Promise<T>): Promise<T> {
  let byKey = samples.get(app);
  if (!byKey) {
    byKey = new Map();
    samples.set(app, byKey);
  }
  const now = performance.now();
  const kept = byKey.get(key);
  if (kept && now - kept.at < SAMPLE_MS) return kept.value as Promise<T>;
  const value = read();
  byKey.set(key, { at: now, value });
  // A failed reading is not kept: the next dashboard tries again.
  value.catch(() => byKey.delete(key));
  return value;
}

const component = (
  key: string,
  name: string,
  s: HealthSnapshot,
  description: string,
  details: TSystemDetails,
): TSystemComponent => ({
  key,
  name,
  status: STATUS[s.state],
  uptime: s.uptime,
  since: s.since.toISOString(),
  description,
  details,
});

/**
 * The real components of this server, with measured status and availability since start, worded in
 * the caller's language (`lang`, dates in `timeZone`). The camera component is the monitor service:
 * its availability is its own, the cameras online are a separate figure in `details`.
 */
export async function systemStatus(
  app: FastifyInstance,
  companyCameras: { online: number; total: number },
  lang: TLang = "fr",
  timeZone = "Europe/Paris",
) {
  const say = (text: string, params?: Record<string, string | number | { dateTime: string }>) =>
    renderServerText({ text, params }, lang, timeZone);
  const db = await sampled(app, "database", () => probeDatabase(app));
  const postgres = app.database.kind === "postgres";
  const engine = postgres ? "PostgreSQL" : say(MSG_DASHBOARD.pglite);

  const monitor = app.cameraMonitor;
  let monitorSnapshot = monitor.health.snapshot();
  const last = monitor.lastCycle;
  if (monitorSnapshot.state === "up" && monitor.isStale()) {
    monitorSnapshot = { ...monitorSnapshot, state: "degraded" };
  }
  const counts = { online: companyCameras.online, total: companyCameras.total };
  const cameraDetails: TSystemDetails = {
    camerasOnline: counts.online,
    camerasTotal: counts.total,
    lastCheckAt: last ? last.at.toISOString() : null,
    leader: null,
  };
  let monitorText = last
    ? say(MSG_DASHBOARD.cameraText, { ...counts, at: { dateTime: last.at.toISOString() } })
    : say(MSG_DASHBOARD.cameraNoCheck, counts);
  // With several instances the monitor runs on the jobs' leader only: a follower reports that one.
  if (postgres && !app.jobs.isLeader && monitorSnapshot.state === "stopped") {
    const leader = await sampled(app, "leader", () => currentLeader(app.database)).catch(() => null);
    if (leader) {
      monitorSnapshot = { ...monitorSnapshot, state: "up", uptime: 100 };
      monitorText = say(MSG_DASHBOARD.cameraLeaderText, { ...counts, leader });
      cameraDetails.leader = leader;
    }
  }

  const bus = app.events.health.snapshot();
  const subscribers = app.events.subscribers;
  const busText = say(postgres ? MSG_DASHBOARD.eventsPostgres : MSG_DASHBOARD.eventsMemory, {
    n: subscribers,
  });

  // The recording disk (issue 30): measured now, on this instance (the directory is shared when there
  // are several); under the threshold it is 'Dégradé' and the leader has raised the alarm.
  const space = app.recordingSpace;
  const reading = await sampled(app, "recording", () => space.measure());
  const spaceText = reading
    ? say(MSG_DASHBOARD.recordingText, {
        free: gigabytes(reading.freeBytes),
        total: gigabytes(reading.totalBytes),
        min: gigabytes(space.minFreeBytes),
      })
    : say(MSG_DASHBOARD.recordingUnreadable);

  // Access control and radio join this list when their issues add them.
  return [
    component(
      "database",
      say(MSG_DASHBOARD.database),
      db.snapshot,
      say(MSG_DASHBOARD.databaseText, { engine, ms: db.ms }),
      {
        engine: postgres ? "postgres" : "pglite",
        responseMs: db.ms,
      },
    ),
    component("cameras", say(MSG_DASHBOARD.cameraMonitor), monitorSnapshot, monitorText, cameraDetails),
    component("events", say(MSG_DASHBOARD.events), bus, busText, {
      transport: postgres ? "postgres" : "memory",
      subscribers,
    }),
    component("recording", say(MSG_DASHBOARD.recording), space.health.snapshot(), spaceText, {
      freeBytes: reading?.freeBytes ?? null,
      totalBytes: reading?.totalBytes ?? null,
      minFreeBytes: space.minFreeBytes,
    }),
  ];
}

import { probeTarget } from "@hts/domain";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cameras, sites } from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import type { EventBus } from "../../lib/events/event-bus.ts";
import { HealthTracker } from "../../lib/health.ts";
import { LoopedJob } from "../../lib/job-loop.ts";
import { mapLimit } from "../../lib/map-limit.ts";
import type { ProbeVerdict, StreamProbeInput } from "./stream-probe.ts";
import { tcpProbe } from "./tcp-probe.ts";

export type MonitorOptions = {
  db: Db;
  events: EventBus;
  intervalMs: number;
  timeoutMs: number;
  concurrency: number;
  log: { warn(obj: object, msg: string): void };
  /** Stream-level probe (issue 14, decision 037); a bare TCP connect when absent. */
  probe?: (input: StreamProbeInput) => Promise<ProbeVerdict | boolean>;
  /** The full stream URL of a camera (credentials unsealed), for the probe. */
  openUrl?: (row: { rtspUrl: string | null; rtspSecret: string | null }) => string | null;
  /**
   * Streams that cannot exist without the media engine (the demo's simulated cameras, issue 29): when it
   * resolves true for a camera's URL, the camera is offline for "no-engine", not probed into a timeout.
   */
  needsMissingEngine?: (url: string | null) => Promise<boolean>;
};

const verdictOf = (result: ProbeVerdict | boolean): ProbeVerdict =>
  typeof result === "boolean"
    ? result
      ? { online: true }
      : { online: false, reason: "unreachable" }
    : result;

export type CycleResult = {
  at: Date;
  probed: number;
  online: number;
  total: number;
  changed: number;
  durationMs: number;
};

/**
 * Measures camera status at the stream level (RTSP handshake or HTTP content type, decision 037) at
 * the address each user configured (never a scan), on an interval. Started by server.ts; tests call `runOnce`. Cycles never overlap: the next one is scheduled
 * when the previous one ends, so a slow network stretches the period instead of piling up probes.
 */
export class CameraMonitor extends LoopedJob {
  readonly health = new HealthTracker();
  lastCycle: CycleResult | null = null;
  constructor(private readonly options: MonitorOptions) {
    super({
      name: "moniteur caméras",
      intervalMs: options.intervalMs,
      firstRunMs: 0,
      onError: (error) => {
        this.health.set("down", "base de données inaccessible");
        this.options.log.warn({ err: error }, "moniteur caméras : cycle en échec");
      },
    });
  }

  /**
   * True when no pass ended for much longer than a period plus a pass of the last one's length: the
   * loop is stuck, whatever it last reported.
   */
  isStale(now = Date.now()): boolean {
    const last = this.lastCycle;
    if (!last) return false;
    const { intervalMs, timeoutMs } = this.options;
    return now - last.at.getTime() > 3 * intervalMs + 2 * timeoutMs + last.durationMs;
  }

  /** Aborts the cycle in progress (shutdown never waits for probes) and waits for it to end. */
  override async stop(): Promise<void> {
    await super.stop();
    this.health.set("stopped");
  }

  /** One pass over every camera of every company: this system job is the one place that crosses tenants. */
  async runOnce(): Promise<CycleResult> {
    const { db, timeoutMs, concurrency } = this.options;
    const probe = this.options.probe ?? tcpProbe;
    const startedAt = Date.now();
    const rows = await db
      .select({
        id: cameras.id,
        companyId: cameras.companyId,
        ipAddress: cameras.ipAddress,
        rtspUrl: cameras.rtspUrl,
        rtspSecret: cameras.rtspSecret,
        status: cameras.status,
        statusReason: cameras.statusReason,
      })
      .from(cameras)
      // An archived site's cameras are kept with its history, not watched (decision 017).
      .innerJoin(sites, eq(sites.id, cameras.siteId))
      .where(isNull(sites.archivedAt));
    const { signal } = this.loop;
    const results = await mapLimit(rows, concurrency, async (row) => {
      const target = probeTarget(row);
      const url = this.options.openUrl ? this.options.openUrl(row) : row.rtspUrl;
      const verdict: ProbeVerdict = (await this.options.needsMissingEngine?.(row.rtspUrl))
        ? { online: false, reason: "no-engine" }
        : target && !signal.aborted
          ? verdictOf(await probe({ ...target, timeoutMs, signal, url }))
          : { online: false, reason: target ? "timeout" : "no-url" };
      return { row, target, online: verdict.online, reason: verdict.online ? null : verdict.reason };
    });
    // A stopped monitor writes nothing: its aborted probes measured nothing.
    if (signal.aborted) throw new Error("moniteur caméras arrêté pendant un cycle");

    const now = new Date();
    let changed = 0;
    for (const { row, online, reason } of results) {
      const status = online ? "online" : "offline";
      if (status === row.status) {
        // Still offline, for another reason (wrong password fixed, now a timeout...): say why.
        if (reason !== row.statusReason) {
          await db.update(cameras).set({ statusReason: reason }).where(eq(cameras.id, row.id));
          await this.options.events.publishSafely({
            companyId: row.companyId,
            type: "camera.status",
            id: row.id,
          });
        }
        continue;
      }
      if (await this.writeChange({ row, status, reason, now })) changed++;
    }
    // Unchanged cameras that answered: one statement for all their lastPing.
    const answered = results.filter((r) => r.online && r.row.status === "online").map((r) => r.row.id);
    if (answered.length > 0)
      await db.update(cameras).set({ lastPing: now }).where(inArray(cameras.id, answered));

    const online = results.filter((r) => r.online).length;
    this.lastCycle = {
      at: now,
      probed: results.filter((r) => r.target).length,
      online,
      total: rows.length,
      changed,
      durationMs: Date.now() - startedAt,
    };
    this.health.set("up");
    return this.lastCycle;
  }

  /**
   * Conditional on the status read before probing: with several API processes probing the same
   * cameras, only one writes the change and publishes it.
   */
  private async writeChange({
    row,
    status,
    reason,
    now,
  }: {
    row: { id: string; companyId: string; status: string };
    status: string;
    reason: string | null;
    now: Date;
  }) {
    const { db, events } = this.options;
    const written = await db.transaction(async (tx) => {
      const updated = await tx
        .update(cameras)
        .set({ status, statusReason: reason, ...(status === "online" ? { lastPing: now } : {}) })
        .where(and(eq(cameras.id, row.id), eq(cameras.status, row.status)))
        .returning({ id: cameras.id });
      if (updated.length === 0) return false;
      await audit(tx, {
        companyId: row.companyId,
        userId: null,
        action: "status",
        entity: "camera",
        entityId: row.id,
        details: { from: row.status, to: status },
      });
      return true;
    });
    if (!written) return false;
    await events.publishSafely({ companyId: row.companyId, type: "camera.status", id: row.id });
    return true;
  }
}

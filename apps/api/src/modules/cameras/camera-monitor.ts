import { probeTarget } from "@hts/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cameras } from "../../db/schema.ts";
import { HealthTracker } from "../../lib/health.ts";
import { mapLimit } from "../../lib/map-limit.ts";
import { audit } from "../audit/audit.service.ts";
import type { EventBus } from "../events/event-bus.ts";
import { tcpProbe } from "./tcp-probe.ts";

export type MonitorOptions = {
  db: Db;
  events: EventBus;
  intervalMs: number;
  timeoutMs: number;
  concurrency: number;
  log: { warn(obj: object, msg: string): void };
  probe?: typeof tcpProbe;
};

export type CycleResult = {
  at: Date;
  probed: number;
  online: number;
  total: number;
  changed: number;
  durationMs: number;
};

/**
 * Measures camera status: a TCP connect to the address each user configured (never a scan), on an
 * interval. Started by server.ts; tests call `runOnce`. Cycles never overlap: the next one is scheduled
 * when the previous one ends, so a slow network stretches the period instead of piling up probes.
 */
export class CameraMonitor {
  readonly health = new HealthTracker();
  lastCycle: CycleResult | null = null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private started = false;

  constructor(private readonly options: MonitorOptions) {}

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

  start(): void {
    if (this.started) return;
    this.started = true;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.started = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running?.catch(() => {});
    this.health.set("stopped");
  }

  private schedule(delayMs: number): void {
    this.timer = setTimeout(() => {
      this.running = this.runOnce()
        .catch((error) => {
          this.health.set("down", "base de données inaccessible");
          this.options.log.warn({ err: error }, "moniteur caméras : cycle en échec");
        })
        .finally(() => {
          if (this.started) this.schedule(this.options.intervalMs);
        });
    }, delayMs);
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
        status: cameras.status,
      })
      .from(cameras);
    const results = await mapLimit(rows, concurrency, async (row) => {
      const target = probeTarget(row);
      const online = target ? await probe({ ...target, timeoutMs }) : false;
      return { row, target, online };
    });

    const now = new Date();
    let changed = 0;
    for (const { row, online } of results) {
      const status = online ? "online" : "offline";
      if (status === row.status) continue;
      if (await this.writeChange({ row, status, now })) changed++;
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
    now,
  }: {
    row: { id: string; companyId: string; status: string };
    status: string;
    now: Date;
  }) {
    const { db, events } = this.options;
    const updated = await db
      .update(cameras)
      .set({ status, ...(status === "online" ? { lastPing: now } : {}) })
      .where(and(eq(cameras.id, row.id), eq(cameras.status, row.status)))
      .returning({ id: cameras.id });
    if (updated.length === 0) return false;
    await audit(db, {
      companyId: row.companyId,
      userId: null,
      action: "status",
      entity: "camera",
      entityId: row.id,
      details: { from: row.status, to: status },
    });
    await events.publishSafely({ companyId: row.companyId, type: "camera.status", id: row.id });
    return true;
  }
}

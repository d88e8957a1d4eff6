import { EventEmitter } from "node:events";
import { type TBusEvent, ZBusEvent } from "@hts/domain";
import type { Database } from "../../db/client.ts";
import { HealthTracker } from "../health.ts";
import { PgListener } from "./pg-listener.ts";

/** The Postgres channel every API process listens on. */
export const EVENTS_CHANNEL = "hts_events";

export type BusHandler = (event: TBusEvent) => void;

/**
 * Live events between the API processes. Payloads carry ids only (NOTIFY is limited to 8000 bytes and
 * the data must be re-read for each company anyway). On PostgreSQL, every process, the sender included,
 * receives the event through its LISTEN connection, so one path delivers everywhere; on PGlite there is
 * a single process and the event stays in it.
 */
export class EventBus {
  readonly health: HealthTracker;
  private readonly emitter = new EventEmitter();
  private readonly listener: PgListener | null;

  constructor(
    private readonly database: Database,
    private readonly log: { warn(obj: object, msg: string): void },
  ) {
    // Many open streams each subscribe once: the default warning at 10 would be noise.
    this.emitter.setMaxListeners(0);
    this.health = new HealthTracker({ initial: database.kind === "pglite" ? "up" : "stopped" });
    this.listener =
      database.kind === "postgres" && database.pool
        ? new PgListener({
            connection: database.pool.options,
            channel: EVENTS_CHANNEL,
            onMessage: (payload) => this.receive(payload),
            health: this.health,
            log,
          })
        : null;
  }

  async start(): Promise<void> {
    await this.listener?.start();
  }

  async publish(event: TBusEvent): Promise<void> {
    const payload = JSON.stringify(ZBusEvent.parse(event));
    if (this.database.kind === "postgres" && this.database.pool) {
      await this.database.pool.query("select pg_notify($1, $2)", [EVENTS_CHANNEL, payload]);
      return;
    }
    setImmediate(() => this.receive(payload));
  }

  /**
   * For callers whose change is already committed: a lost live event must not turn a successful
   * request into an error the client would retry (and duplicate). Browsers refetch on reconnect.
   */
  async publishSafely(event: TBusEvent): Promise<void> {
    try {
      await this.publish(event);
    } catch (error) {
      this.log.warn({ err: error, event }, "événement temps réel non publié");
    }
  }

  subscribe(handler: BusHandler): () => void {
    this.emitter.on("event", handler);
    return () => this.emitter.off("event", handler);
  }

  /** The SSE streams open on this instance (events.routes.ts keeps it; /metrics counts it). */
  readonly liveStreams = new Set<object>();

  get subscribers(): number {
    return this.emitter.listenerCount("event");
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
    await this.listener?.close();
    this.health.set("stopped");
  }

  private receive(payload: string): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload);
    } catch {
      return;
    }
    const event = ZBusEvent.safeParse(parsed);
    // One object for every subscriber: renderers memoise on it (see live-stream.ts).
    if (event.success) this.emitter.emit("event", Object.freeze(event.data));
  }
}

import { EventEmitter } from "node:events";
import { type TBusEvent, ZBusEvent } from "@hts/domain";
import type { Database } from "../../db/client.ts";
import { HealthTracker } from "../health.ts";
import { PgListener } from "./pg-listener.ts";

/** The Postgres channel every API process listens on. */
export const EVENTS_CHANNEL = "hts_events";

/** `local`: the event was published by this instance (it comes back through LISTEN like the others). */
export type BusHandler = (event: TBusEvent, origin: { local: boolean }) => void;

/**
 * The payloads this instance sent and has not received back yet (decision 138): every instance, the
 * sender included, receives a NOTIFY, and a cache that already took this instance's own change (the
 * tour board notes its scans) need not be forgotten by its echo. Counted, as two instances may send the
 * same payload: the first received is taken as ours, the other as the other's (either way one forgets,
 * after both changes were committed). Bounded: payloads never received back (a listener down) are
 * dropped past `max`, and then taken as another instance's (forgotten: the safe side).
 */
export class SentPayloads {
  private readonly counts = new Map<string, number>();
  constructor(private readonly max = 1_000) {}

  sent(payload: string): void {
    if (this.counts.size >= this.max) this.counts.clear();
    this.counts.set(payload, (this.counts.get(payload) ?? 0) + 1);
  }

  /** True once per payload sent: it was ours. */
  takeOwn(payload: string): boolean {
    const count = this.counts.get(payload);
    if (!count) return false;
    if (count === 1) this.counts.delete(payload);
    else this.counts.set(payload, count - 1);
    return true;
  }
}

/**
 * How long published events wait to leave together (decision 108). One NOTIFY per window, not one per
 * write: PostgreSQL takes a global lock at the commit of every transaction that notified, and 500
 * agents' scans became 500 of them a second. Short enough that a screen still sees an alarm at once.
 */
export const PUBLISH_WINDOW_MS = 100;
/** Under NOTIFY's 8000-byte limit, with room to spare: a bigger batch leaves in several payloads. */
const MAX_PAYLOAD = 7_000;

type Waiter = { resolve(): void; reject(error: unknown): void };

/**
 * Live events between the API processes. Payloads carry ids only (NOTIFY is limited to 8000 bytes and
 * the data must be re-read for each company anyway). On PostgreSQL, every process, the sender included,
 * receives the event through its LISTEN connection, so one path delivers everywhere; on PGlite there is
 * a single process and the event stays in it. Events published within `windowMs` leave together, the
 * same event twice once (decision 108): a payload is a JSON array of events (one object is still read,
 * from an instance not yet upgraded).
 */
export class EventBus {
  readonly health: HealthTracker;
  private readonly emitter = new EventEmitter();
  private readonly listener: PgListener | null;

  private pending = new Map<string, TBusEvent>();
  private readonly own = new SentPayloads();
  private waiters: Waiter[] = [];
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly database: Database,
    private readonly log: { warn(obj: object, msg: string): void },
    private readonly windowMs = PUBLISH_WINDOW_MS,
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

  /** Queues the event for the next batch; resolves once its batch has left (rejects if it failed). */
  publish(event: TBusEvent): Promise<void> {
    return new Promise((resolve, reject) => {
      this.enqueue(event);
      this.waiters.push({ resolve, reject });
    });
  }

  /**
   * For callers whose change is already committed: a lost live event must not turn a successful
   * request into an error the client would retry (and duplicate). Browsers refetch on reconnect. Never
   * waits for the batch: a write's answer does not wait for the window.
   */
  async publishSafely(event: TBusEvent): Promise<void> {
    try {
      this.enqueue(event);
    } catch (error) {
      this.log.warn({ err: error, event }, "événement temps réel non publié");
    }
  }

  /** Sends the events waiting for their window now (a server stopping). */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const events = [...this.pending.values()];
    const waiters = this.waiters;
    this.pending = new Map();
    this.waiters = [];
    if (events.length === 0) {
      for (const w of waiters) w.resolve();
      return;
    }
    try {
      await this.send(events);
      for (const w of waiters) w.resolve();
    } catch (error) {
      // Waiters of publish() learn it; publishSafely() has none, so the loss is logged here.
      if (waiters.length === 0)
        this.log.warn({ err: error, events: events.length }, "événements temps réel non publiés");
      for (const w of waiters) w.reject(error);
    }
  }

  private enqueue(event: TBusEvent): void {
    const parsed = ZBusEvent.parse(event);
    // Ids only: the same event twice in a window tells a screen nothing more (decision 108).
    this.pending.set(`${parsed.type}|${parsed.companyId}|${parsed.id}`, parsed);
    if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), this.windowMs);
      this.timer.unref();
    }
  }

  private async send(events: TBusEvent[]): Promise<void> {
    const payloads: string[] = [];
    let batch: TBusEvent[] = [];
    let size = 2;
    for (const event of events) {
      const length = JSON.stringify(event).length + 1;
      if (batch.length > 0 && size + length > MAX_PAYLOAD) {
        payloads.push(JSON.stringify(batch));
        batch = [];
        size = 2;
      }
      batch.push(event);
      size += length;
    }
    if (batch.length > 0) payloads.push(JSON.stringify(batch));
    for (const payload of payloads) this.own.sent(payload);
    if (this.database.kind === "postgres" && this.database.pool) {
      // One statement, outside any write's transaction: the notify lock is taken once per window.
      await this.database.pool.query("select pg_notify($1, p) from unnest($2::text[]) p", [
        EVENTS_CHANNEL,
        payloads,
      ]);
      return;
    }
    for (const payload of payloads) this.receive(payload);
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
    await this.flush().catch(() => undefined);
    this.emitter.removeAllListeners();
    await this.listener?.close();
    this.health.set("stopped");
  }

  private receive(payload: string): void {
    const origin = Object.freeze({ local: this.own.takeOwn(payload) });
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload);
    } catch {
      return;
    }
    for (const item of Array.isArray(parsed) ? parsed : [parsed]) {
      const event = ZBusEvent.safeParse(item);
      // One object for every subscriber: renderers memoise on it (see live-stream.ts).
      if (event.success) this.emitter.emit("event", Object.freeze(event.data), origin);
    }
  }
}

import pg from "pg";
import type { HealthTracker } from "../health.ts";

type Log = { warn(obj: object, msg: string): void };

/**
 * One dedicated connection per process that LISTENs on a channel (a pooled connection would be handed
 * to other queries and lose the subscription). It reconnects with a capped backoff when the server goes
 * away; events sent while it is away are lost, and browsers refetch when their stream reconnects.
 */
export class PgListener {
  private client: pg.Client | null = null;
  private closed = false;
  private retryMs = 500;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly options: {
      connection: pg.ClientConfig;
      channel: string;
      onMessage: (payload: string) => void;
      health: HealthTracker;
      log: Log;
    },
  ) {}

  async start(): Promise<void> {
    try {
      await this.connect();
    } catch (error) {
      this.options.log.warn({ err: error }, "flux d'événements : connexion LISTEN impossible, nouvel essai");
      this.scheduleReconnect();
    }
  }

  private async connect(): Promise<void> {
    const { connection, channel, onMessage, health } = this.options;
    const client = new pg.Client({ ...connection, connectionTimeoutMillis: 5_000 });
    client.on("notification", (message) => {
      if (message.channel === channel && message.payload) onMessage(message.payload);
    });
    const lost = () => {
      if (this.client !== client) return;
      this.client = null;
      client.removeAllListeners("error");
      client.on("error", () => {});
      if (this.closed) return;
      health.set("down", "connexion LISTEN perdue");
      void client.end().catch(() => {});
      this.scheduleReconnect();
    };
    client.on("error", lost);
    client.on("end", lost);
    try {
      await client.connect();
      // The channel name is a constant of ours, never user input.
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      // A half-open client would hold a server connection until it timed out.
      client.removeAllListeners("error");
      client.on("error", () => {});
      await client.end().catch(() => {});
      health.set("down", "connexion LISTEN impossible");
      throw error;
    }
    if (this.closed) {
      await client.end();
      return;
    }
    this.client = client;
    this.retryMs = 500;
    health.set("up");
  }

  private scheduleReconnect(): void {
    if (this.closed || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.connect().catch(() => this.scheduleReconnect());
    }, this.retryMs);
    this.retryMs = Math.min(this.retryMs * 2, 30_000);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }
}

import os from "node:os";
import pg from "pg";
import type { Database } from "../db/client.ts";

type Log = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

/** The advisory lock every API instance of one database competes for. Any constant works. */
export const LEADER_LOCK_KEY = 1_351_017;

/** Name the leader's connection shows in pg_stat_activity: how an operator (or a test) sees who leads. */
export const LEADER_APPLICATION_PREFIX = "hts-jobs";

export type LeadershipOptions = {
  database: Database;
  log: Log;
  /** How often a follower tries to take the lock, and the leader checks its connection. */
  checkMs: number;
  /** Called when this instance becomes leader, and when it stops being one (always awaited). */
  onLead: () => void;
  onFollow: () => Promise<void>;
};

/**
 * One leader among the API instances of a database: a session-level PostgreSQL advisory lock held on a
 * dedicated connection (a pooled one would be handed to other queries). PostgreSQL releases the lock
 * as soon as the holder's connection ends — process killed, machine gone once TCP keepalive notices —
 * and the next follower to try takes it. The leader checks its connection on every tick and steps down
 * the moment it fails, so two leaders never run jobs at once for longer than one tick.
 *
 * PGlite is one process on one data directory (lock file): that process always leads.
 */
export class Leadership {
  readonly instance = `${os.hostname()}:${process.pid}`;
  private client: pg.Client | null = null;
  private timer: NodeJS.Timeout | null = null;
  private leading = false;
  private stopped = true;
  private tick: Promise<void> | null = null;

  constructor(private readonly options: LeadershipOptions) {}

  get isLeader(): boolean {
    return this.leading;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    if (this.options.database.kind === "pglite") {
      this.becomeLeader();
      return;
    }
    this.schedule(0);
  }

  /** Stops the jobs first, then releases the lock so a follower takes over at its next try. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.tick;
    await this.stepDown();
    const client = this.client;
    this.client = null;
    if (client) {
      await client.query("select pg_advisory_unlock($1)", [LEADER_LOCK_KEY]).catch(() => {});
      await client.end().catch(() => {});
    }
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.tick = this.check().finally(() => {
        this.tick = null;
        this.schedule(this.options.checkMs);
      });
    }, delayMs);
    this.timer.unref();
  }

  private async check(): Promise<void> {
    try {
      const client = this.client ?? (await this.connect());
      if (this.leading) {
        // Still connected means still holding the lock: PostgreSQL never takes it back from a session.
        await client.query("select 1");
        return;
      }
      const { rows } = await client.query<{ ok: boolean }>("select pg_try_advisory_lock($1) as ok", [
        LEADER_LOCK_KEY,
      ]);
      if (rows[0]?.ok && !this.stopped) this.becomeLeader();
    } catch (error) {
      this.options.log.warn({ err: error }, "jobs : connexion de l'élection perdue");
      await this.lostConnection();
    }
  }

  private async connect(): Promise<pg.Client> {
    const pool = this.options.database.pool;
    if (!pool) throw new Error("PostgreSQL pool missing");
    const client = new pg.Client({
      ...pool.options,
      application_name: `${LEADER_APPLICATION_PREFIX}:${this.instance}`,
      connectionTimeoutMillis: 5_000,
      // A leader whose link died silently must notice: its lock is already gone on the server side.
      keepAlive: true,
      query_timeout: Math.max(2_000, this.options.checkMs),
    });
    client.on("error", () => void this.lostConnection());
    await client.connect();
    this.client = client;
    return client;
  }

  private async lostConnection(): Promise<void> {
    const client = this.client;
    this.client = null;
    await this.stepDown();
    await client?.end().catch(() => {});
  }

  private becomeLeader(): void {
    if (this.leading) return;
    this.leading = true;
    this.options.log.info({ instance: this.instance }, "jobs : cette instance devient leader");
    this.options.onLead();
  }

  private async stepDown(): Promise<void> {
    if (!this.leading) return;
    this.leading = false;
    this.options.log.info({ instance: this.instance }, "jobs : cette instance n'est plus leader");
    await this.options.onFollow();
  }
}

/**
 * The instance holding the jobs' lock on this database, read from PostgreSQL itself (pg_locks and the
 * holder connection's application_name): null when no instance leads. PGlite: this process.
 */
export async function currentLeader(database: Database): Promise<string | null> {
  if (database.kind === "pglite" || !database.pool) return `${os.hostname()}:${process.pid}`;
  const { rows } = await database.pool.query<{ name: string }>(
    `select a.application_name as name
       from pg_locks l join pg_stat_activity a on a.pid = l.pid
      where l.locktype = 'advisory' and l.granted and l.classid = 0 and l.objid = $1
        and l.database = (select oid from pg_database where datname = current_database())
      limit 1`,
    [LEADER_LOCK_KEY],
  );
  const name = rows[0]?.name;
  return name ? name.replace(`${LEADER_APPLICATION_PREFIX}:`, "") : null;
}

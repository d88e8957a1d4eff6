import type { Database } from "../db/client.ts";
import { Leadership } from "./leadership.ts";

type Log = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

/**
 * A background job that must run on one instance only (monitors, schedulers, queue workers, purges).
 * `start` begins its loop and returns at once; `stop` ends it and resolves when nothing of it runs any
 * more — it must abort long waits (probes, renders) rather than sit them out, so that a shutdown or a
 * lost leadership ends within seconds. Tests call the job's own `runOnce`, never `start`.
 */
export type SingletonJob = {
  start(): void;
  stop(): Promise<void>;
};

/**
 * The jobs that run once across every API instance of a database. `app.ts` registers each job;
 * `server.ts` calls `start()`, which campaigns for leadership: the leader starts every registered job,
 * and stops them all when it loses the lock or shuts down; another instance then takes over.
 */
export class JobRegistry {
  private readonly jobs = new Map<string, SingletonJob>();
  private readonly leadership: Leadership;

  constructor(private readonly options: { database: Database; log: Log; checkMs: number }) {
    this.leadership = new Leadership({
      database: options.database,
      log: options.log,
      checkMs: options.checkMs,
      onLead: () => this.startAll(),
      onFollow: () => this.stopAll(),
    });
  }

  /** Adds a job; registering after `start()` starts it at once on the leader. */
  register(name: string, job: SingletonJob): void {
    if (this.jobs.has(name)) throw new Error(`Tâche ${name} déjà enregistrée`);
    this.jobs.set(name, job);
    if (this.leadership.isLeader) job.start();
  }

  get names(): string[] {
    return [...this.jobs.keys()];
  }

  get isLeader(): boolean {
    return this.leadership.isLeader;
  }

  get instance(): string {
    return this.leadership.instance;
  }

  /** Campaigns for leadership (at once, then every `checkMs`). */
  start(): void {
    this.leadership.start();
  }

  /** Stops every job, then releases leadership. */
  async stop(): Promise<void> {
    await this.leadership.stop();
  }

  private startAll(): void {
    for (const [name, job] of this.jobs) {
      try {
        job.start();
      } catch (error) {
        this.options.log.error({ err: error, job: name }, "jobs : démarrage en échec");
      }
    }
  }

  private async stopAll(): Promise<void> {
    await Promise.all(
      [...this.jobs].map(async ([name, job]) => {
        try {
          await job.stop();
        } catch (error) {
          this.options.log.error({ err: error, job: name }, "jobs : arrêt en échec");
        }
      }),
    );
  }
}

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
  /** The delayed campaign and the staggered starts not yet due: cancelled by `stop`. */
  private readonly pending = new Set<NodeJS.Timeout>();

  constructor(
    private readonly options: {
      database: Database;
      log: Log;
      checkMs: number;
      /**
       * Time between two jobs' starts on the leader (decision 130): their first cycles (camera probes,
       * recorders' ffmpeg, queue polls) then do not all fall in the same moment as the first requests.
       */
      staggerMs?: number;
    },
  ) {
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

  /**
   * Campaigns for leadership (after `afterMs`, then every `checkMs`). The server waits a moment after
   * `listen` so that its first answers do not queue behind the jobs' first cycles (decision 130).
   */
  start({ afterMs = 0 }: { afterMs?: number } = {}): void {
    this.later(afterMs, () => this.leadership.start());
  }

  /** Stops every job, then releases leadership. */
  async stop(): Promise<void> {
    this.cancelPending();
    await this.leadership.stop();
  }

  private startAll(): void {
    const stagger = this.options.staggerMs ?? 0;
    for (const [index, [name, job]] of [...this.jobs].entries()) {
      this.later(index * stagger, () => {
        try {
          job.start();
        } catch (error) {
          this.options.log.error({ err: error, job: name }, "jobs : démarrage en échec");
        }
      });
    }
  }

  /** Runs `action` now when `delayMs` is 0, else once after it unless `stop` (or a lost lead) comes first. */
  private later(delayMs: number, action: () => void): void {
    if (delayMs <= 0) {
      action();
      return;
    }
    const timer = setTimeout(() => {
      this.pending.delete(timer);
      action();
    }, delayMs);
    timer.unref();
    this.pending.add(timer);
  }

  private cancelPending(): void {
    for (const timer of this.pending) clearTimeout(timer);
    this.pending.clear();
  }

  private async stopAll(): Promise<void> {
    this.cancelPending();
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

/**
 * The timer loop of a background job (issue 27): written once here instead of in each job. A cycle
 * runs at `firstRunMs` after `start()`, then `intervalMs` after the previous one ENDS, so cycles never
 * overlap and a slow cycle stretches the period instead of piling up. `kick()` runs a cycle now (a
 * queue that just received work). `stop()` aborts `signal` (probes, renders and sleeps of the cycle
 * listen to it), cancels the timer and resolves when the cycle in progress has ended; `start()` works
 * again afterwards (leadership can come back, decision 020). A failed cycle is reported to `onError`
 * (by default an error line in the log) and the loop goes on.
 *
 * Jobs keep their own `runOnce()` for tests, which never start the loop. Leadership is not the loop's
 * business: `JobRegistry` (job-registry.ts) starts and stops the jobs of the leader.
 */
export type JobLoopOptions = {
  /** A French label for the log: "envoi des e-mails", "purge de rétention". */
  name: string;
  intervalMs: number;
  /** Delay of the first cycle after `start()`; one interval when absent, 0 for at once. */
  firstRunMs?: number;
  /** One cycle of the job. */
  cycle: (signal: AbortSignal) => Promise<unknown>;
  /** Where a failed cycle is written, unless `onError` handles it. */
  log?: { error(obj: object, msg: string): void };
  /** Replaces the default error line (a job with its own health to set, for instance). */
  onError?: (error: unknown) => void;
};

export class JobLoop {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private active = false;
  private abort = new AbortController();

  constructor(private readonly options: JobLoopOptions) {}

  /** Aborted when the loop stops; a fresh signal after each stop, so `runOnce` in tests is never aborted. */
  get signal(): AbortSignal {
    return this.abort.signal;
  }

  get started(): boolean {
    return this.active;
  }

  start(): void {
    if (this.active) return;
    this.active = true;
    this.schedule(this.options.firstRunMs ?? this.options.intervalMs);
  }

  /** Runs a cycle now when started and idle; a no-op otherwise (the running cycle will see the work). */
  kick(): void {
    if (!this.active || this.running) return;
    this.clearTimer();
    const { signal } = this.abort;
    this.running = (async () => {
      try {
        await this.options.cycle(signal);
      } catch (error) {
        // A cycle cut by stop() failed because it was stopped: nothing to report.
        if (this.active) this.report(error);
      } finally {
        this.running = null;
        if (this.active) this.schedule(this.options.intervalMs);
      }
    })();
  }

  async stop(): Promise<void> {
    this.active = false;
    this.clearTimer();
    this.abort.abort();
    await this.running;
    this.abort = new AbortController();
  }

  private schedule(delayMs: number): void {
    this.clearTimer();
    this.timer = setTimeout(() => this.kick(), delayMs);
    this.timer.unref();
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private report(error: unknown): void {
    if (this.options.onError) this.options.onError(error);
    else this.options.log?.error({ err: error, job: this.options.name }, `${this.options.name} : erreur`);
  }
}

/**
 * A background job built on a `JobLoop`: `start`, `stop` and `kick` come from here; the job writes its
 * `cycle` (by default its `runOnce()`, which tests call directly) and passes its name, interval and log.
 */
export abstract class LoopedJob {
  protected readonly loop: JobLoop;

  constructor(options: Omit<JobLoopOptions, "cycle">) {
    this.loop = new JobLoop({ ...options, cycle: (signal) => this.cycle(signal) });
  }

  /** One cycle of the loop. */
  protected cycle(_signal: AbortSignal): Promise<unknown> {
    return this.runOnce();
  }

  abstract runOnce(): Promise<unknown>;

  start(): void {
    this.loop.start();
  }

  /** Runs a cycle now (a queue that just received work); a no-op when stopped or already running. */
  kick(): void {
    this.loop.kick();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }
}

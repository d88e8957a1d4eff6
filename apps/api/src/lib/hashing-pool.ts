import { MSG } from "@hts/domain";
import { AppError, TooManyAttemptsError } from "./errors.ts";

export type HashingLimits = {
  /** Hashes computed at once (each scrypt N=2^17 takes 128 MiB and a libuv thread). */
  concurrency: number;
  /** Hashes waiting for a slot; one more answers 503. */
  queue: number;
  /** Hashes running or waiting for one caller (an address, a session, an account); one more answers 429. */
  perKey: number;
};

/** 503 with a French text: the server is saturated, not the caller wrong. */
export class ServerBusyError extends AppError {
  readonly retryAfterSeconds = 2;
  constructor(text: string = MSG.serverBusy) {
    super("rate_limited", text);
  }
  override get status(): number {
    return 503;
  }
}

/**
 * Bounds password hashing, the costliest thing an unauthenticated caller can make the server do. A few
 * hashes run at once (so libuv keeps threads for files and DNS and a valid login is never stuck behind
 * sixty), a short queue waits, and one address may hold only `perKey` places: a storm from one address
 * is refused at once with 429 instead of filling the queue for everyone else.
 */
export class HashingPool {
  private running = 0;
  private priorityRunning = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly perKey = new Map<string, number>();

  constructor(private limits: HashingLimits) {}

  configure(limits: HashingLimits): void {
    this.limits = limits;
  }

  /**
   * `key` null: no per-caller limit (the demo seed). Several keys (a session and its account): each
   * may hold only `perKey` places, so one caller cannot take the pool however it is counted.
   * `priority`: a login from an address that already signed into the account goes to the front of
   * the queue and is never refused for a full queue, so a storm from elsewhere cannot keep the owner out.
   */
  async run<T>(
    key: string | readonly string[] | null,
    work: () => Promise<T>,
    { priority = false } = {},
  ): Promise<T> {
    const keys = key === null ? [] : typeof key === "string" ? [key] : [...new Set(key)];
    if (keys.some((k) => (this.perKey.get(k) ?? 0) >= this.limits.perKey)) {
      throw new TooManyAttemptsError(MSG.tooManyAttempts, 2);
    }
    if (!priority && this.running >= this.limits.concurrency && this.waiting.length >= this.limits.queue) {
      throw new ServerBusyError();
    }
    for (const k of keys) this.perKey.set(k, (this.perKey.get(k) ?? 0) + 1);
    const release = () => {
      for (const k of keys) this.release(k);
    };
    // One lane beyond `concurrency` is kept for known-address logins: the owner never waits for a
    // storm's hashes to finish.
    if (priority && this.running >= this.limits.concurrency && this.priorityRunning < 1) {
      this.priorityRunning++;
      try {
        return await work();
      } finally {
        this.priorityRunning--;
        release();
      }
    }
    try {
      if (this.running >= this.limits.concurrency) {
        await new Promise<void>((resolve) =>
          priority ? this.waiting.unshift(resolve) : this.waiting.push(resolve),
        );
      } else {
        this.running++;
      }
      try {
        return await work();
      } finally {
        // Hand the slot straight to the next waiter, or free it.
        const next = this.waiting.shift();
        if (next) next();
        else this.running--;
      }
    } finally {
      release();
    }
  }

  private release(key: string): void {
    const left = (this.perKey.get(key) ?? 1) - 1;
    if (left <= 0) this.perKey.delete(key);
    else this.perKey.set(key, left);
  }

  get stats() {
    return { running: this.running, waiting: this.waiting.length };
  }
}

/** The process's one pool: every password hash and verification goes through it (lib/password.ts). */
export const hashingPool = new HashingPool({ concurrency: 2, queue: 16, perKey: 2 });

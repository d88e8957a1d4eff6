import { MSG } from "@hts/domain";
import { Piscina } from "piscina";
import { AppError } from "../errors.ts";
import { ServerBusyError } from "../hashing-pool.ts";
import { rendererOf, type TDocumentTask } from "./document-registry.ts";
import { taskSize } from "./document-tasks.ts";

export type DocumentLimits = {
  /** Worker threads building documents at once. */
  threads: number;
  /** Documents waiting for a worker; one more answers 503 with Retry-After. */
  queue: number;
  /** Characters of text (plus image bytes) one document may carry; more answers 413. */
  maxChars: number;
  /** Heap of one worker, MiB: a runaway document ends its worker, not the server. */
  maxHeapMb: number;
};

export const DEFAULT_DOCUMENT_LIMITS: DocumentLimits = {
  threads: 2,
  queue: 8,
  maxChars: 3_000_000,
  maxHeapMb: 512,
};

/** 413: the document is larger than a worker is allowed to build. */
export class DocumentTooLargeError extends AppError {
  constructor(maxChars: number) {
    super("validation", { text: MSG.documentTooLarge, params: { max: maxChars.toLocaleString("fr-FR") } });
  }
  override get status(): number {
    return 413;
  }
}

const WORKER = new URL("./document-worker.mjs", import.meta.url);

/**
 * PDF, Word and Excel documents are laid out in worker threads (piscina, decision 049): a 200-incident
 * report holds a CPU for a second, which on the main thread would stall every request and the health
 * check. A few workers run at once and a short queue waits; beyond it the caller gets 503 and
 * Retry-After, and a document over the size limit is refused before it reaches a worker.
 * The pool starts its threads on first use and `close()` terminates them (server stop, decision 023).
 */
export class DocumentPool {
  private pool: Piscina | null = null;

  constructor(private limits: DocumentLimits = DEFAULT_DOCUMENT_LIMITS) {}

  configure(limits: DocumentLimits): void {
    if (this.pool) void this.close();
    this.limits = limits;
  }

  private started(): Piscina {
    if (!this.pool) {
      this.pool = new Piscina({
        filename: WORKER.href,
        minThreads: 0,
        maxThreads: this.limits.threads,
        maxQueue: this.limits.queue,
        // Idle workers end after a minute: an instance that exports once a day keeps no thread.
        idleTimeout: 60_000,
        // The worker registers tsx itself: the parent's flags (--import tsx, --watch, Vite's) are not
        // meant for it.
        execArgv: [],
        resourceLimits: { maxOldGenerationSizeMb: this.limits.maxHeapMb },
      });
    }
    return this.pool;
  }

  /** Builds one document in a worker; 413 when too large, 503 when every worker and queue place is taken. */
  async render(task: TDocumentTask): Promise<Buffer> {
    if (taskSize(task.doc) > this.limits.maxChars) throw new DocumentTooLargeError(this.limits.maxChars);
    let result: Uint8Array;
    try {
      result = await this.started().run({ ...task, renderer: rendererOf(task.kind) });
    } catch (error) {
      if (error instanceof Error && /queue is at limit/i.test(error.message)) {
        throw new ServerBusyError(MSG.documentsBusy);
      }
      throw error;
    }
    return Buffer.from(result.buffer, result.byteOffset, result.byteLength);
  }

  /** Terminates the workers at once (a document in progress is abandoned: its request is being cut anyway). */
  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = null;
    if (pool) await pool.destroy();
  }

  get stats() {
    return { threads: this.pool?.threads.length ?? 0, queued: this.pool?.queueSize ?? 0 };
  }
}

/** The process's one pool: every document goes through it. */
export const documentPool = new DocumentPool();

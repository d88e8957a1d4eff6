import { once } from "node:events";
import { Duplex } from "node:stream";
import { MessageChannel, type MessagePort, Worker } from "node:worker_threads";
import pg from "pg";

const WORKER = new URL("./embedded-worker.mjs", import.meta.url);

/**
 * A node-postgres stream whose far end is the embedded engine's thread instead of a socket: the bytes
 * are the PostgreSQL wire protocol, carried by a MessagePort (decision 057). Writes of one tick (Parse,
 * Bind, Describe, Execute, Sync: node-postgres writes each message apart) travel as one message.
 */
class WorkerStream extends Duplex {
  private port: MessagePort | null = null;
  private outgoing: Buffer[] = [];

  constructor(private readonly worker: Worker) {
    super();
  }

  connect(): this {
    const { port1, port2 } = new MessageChannel();
    this.port = port1;
    port1.on("message", (data: Uint8Array) =>
      this.push(Buffer.from(data.buffer, data.byteOffset, data.byteLength)),
    );
    port1.on("close", () => {
      this.port = null;
      this.push(null);
      this.destroy();
    });
    this.worker.postMessage({ type: "connection", port: port2 }, [port2]);
    process.nextTick(() => this.emit("connect"));
    return this;
  }

  setNoDelay(): this {
    return this;
  }

  setKeepAlive(): this {
    return this;
  }

  ref(): this {
    this.port?.ref();
    return this;
  }

  unref(): this {
    this.port?.unref();
    return this;
  }

  override _read(): void {}

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    if (!this.port) {
      callback(new Error("embedded engine connection closed"));
      return;
    }
    if (this.outgoing.length === 0) process.nextTick(() => this.flushOutgoing());
    this.outgoing.push(chunk);
    callback();
  }

  private flushOutgoing(): void {
    const bytes = this.outgoing.length === 1 ? this.outgoing[0] : Buffer.concat(this.outgoing);
    this.outgoing = [];
    this.port?.postMessage(bytes);
  }

  override _final(callback: () => void): void {
    this.flushOutgoing();
    this.port?.close();
    callback();
  }

  override _destroy(error: Error | null, callback: (error: Error | null) => void): void {
    this.port?.close();
    this.port = null;
    callback(error);
  }
}

export type EmbeddedEngine = {
  pool: pg.Pool;
  worker: Worker;
  /**
   * Resolves once PGlite has opened its files, rejects if it cannot. The pool is usable at once: a
   * connection made before waits in the thread's message queue, so the server builds its application
   * while the engine opens (issue 26).
   */
  ready: Promise<void>;
  close(): Promise<void>;
};

/**
 * Starts PGlite on a data directory in a worker thread and returns a node-postgres pool on it: the main thread
 * then runs the same driver, parsers and queries as on PostgreSQL. The worker serialises the
 * connections' transactions on PGlite's single session (embedded-worker.mjs).
 */
export function startEmbeddedEngine(
  /** A data directory, or a data-directory dump opened in memory (tests). */
  source: { dataDir: string } | { snapshotFile: string },
  max = 10,
): EmbeddedEngine {
  // The parent's flags (--import tsx, --watch) are not meant for the worker (plain .mjs).
  const worker = new Worker(WORKER, { workerData: source, execArgv: [] });
  let closed: Promise<void> | null = null;
  const ready = (async () => {
    const [first] = (await Promise.race([once(worker, "message"), once(worker, "error")])) as [
      { type: string; message?: string } | Error,
    ];
    if (first instanceof Error) throw first;
    if (first.type !== "ready") throw new Error(first.message ?? "embedded engine failed to start");
    worker.on("message", (message: { type: string; message?: string }) => {
      if (message.type === "warn") console.warn(`moteur embarqué : ${message.message}`);
    });
    // The engine's thread dying outside close() (WebAssembly abort, out of memory) ends the process, as
    // it did when PGlite ran on the main thread: no request may wait on a database that is gone, and the
    // supervisor's restart takes over the lock (its pid is gone).
    worker.once("exit", (code) => {
      if (closed) return;
      console.error(`Le moteur de base embarqué s'est arrêté (code ${code}) : arrêt du serveur.`);
      process.exit(1);
    });
  })();
  // Whoever starts the engine awaits `ready`; this keeps a failure from also being reported unhandled.
  ready.catch(() => {});
  const pool = new pg.Pool({
    max,
    user: "postgres",
    database: "postgres",
    stream: () => new WorkerStream(worker),
    // The worker keeps each connection's prepared statements: never drop idle connections.
    idleTimeoutMillis: 0,
    connectionTimeoutMillis: 30_000,
  } as pg.PoolConfig);
  pool.on("error", () => {});
  const close = () => {
    closed ??= (async () => {
      const opened = await ready.then(
        () => true,
        () => false,
      );
      await pool.end();
      // An engine that never opened has nothing to flush, and its thread may be gone already.
      if (opened) {
        worker.postMessage({ type: "close" });
        await Promise.race([once(worker, "message"), once(worker, "exit")]);
      }
      await worker.terminate();
    })();
    return closed;
  };
  return { pool, worker, ready, close };
}

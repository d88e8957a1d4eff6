// The embedded engine's thread (decision 057): PGlite runs here, off the event loop that serves HTTP.
// The main thread talks to it with node-postgres, as to PostgreSQL: each pool connection is a
// MessagePort carrying PostgreSQL wire-protocol bytes, and PGlite executes those bytes itself
// (execProtocolRaw). PGlite is ONE database session, so this file is the scheduler that makes N
// connections over one session behave like N sessions:
//   - a connection's messages run as whole groups, up to a Sync or a simple Query: no other
//     connection's message ever lands between a Parse and its Sync;
//   - once a group leaves the session inside a transaction (ReadyForQuery status T or E), or in the
//     middle of an extended-protocol sequence (Flush without Sync), only that connection's groups run
//     until the session is idle again: a transaction never sees another connection's statements;
//   - named prepared statements and portals are renamed per connection (`c<id>_<name>`), as PostgreSQL
//     keeps them per session; a closed connection's transaction is rolled back, its statements dropped.
// Plain .mjs (no tsx in worker threads, as document-worker.mjs): it only needs PGlite.
import { readlinkSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";

const SYNC = 0x53; // S
const QUERY = 0x51; // Q
const FLUSH = 0x48; // H
const TERMINATE = 0x58; // X
const PARSE = 0x50; // P
const BIND = 0x42; // B
const EXECUTE = 0x45; // E
const DESCRIBE = 0x44; // D
const CLOSE = 0x43; // C
const READY = 0x5a; // Z
const STATEMENT = 0x53; // S, in Describe and Close: a statement (P: a portal)
const IDLE = 0x49; // I

// The event loop answers HTTP and must not wait for a core while the engine computes: on Linux this
// thread (its own task id, /proc/thread-self) yields to it. Elsewhere, or if refused, nothing changes.
try {
  os.setPriority(Number(readlinkSync("/proc/thread-self").split("/").pop()), 5);
} catch {}

/** @type {PGlite} */
let db;
try {
  // A data directory (the server), or in memory from a dump of one (the tests' migrated snapshot).
  const { dataDir, snapshotFile } = workerData;
  const loadDataDir = snapshotFile ? new Blob([await fs.readFile(snapshotFile)]) : undefined;
  db = await PGlite.create({ dataDir, loadDataDir });
} catch (error) {
  parentPort.postMessage({ type: "failed", message: error instanceof Error ? error.message : String(error) });
  process.exit(1);
}

let startupReply = null;
let nextId = 1;
/** Groups ready to run, in arrival order: { conn, bytes, closesSequence } or { conn, cleanup: true }. */
const queue = [];
/** The connection the session belongs to until it is idle again (open transaction or open sequence). */
let owner = null;
let running = false;
let closing = null;

class Connection {
  constructor(port) {
    this.id = nextId++;
    this.prefix = Buffer.from(`c${this.id}_`);
    this.port = port;
    this.pending = Buffer.alloc(0);
    this.group = [];
    this.started = false;
    this.closed = false;
    /** Renamed statements this connection created: dropped when it goes away. */
    this.statements = new Set();
    port.on("message", (data) => this.feed(Buffer.from(data.buffer, data.byteOffset, data.byteLength)));
    port.on("close", () => this.close());
  }

  feed(chunk) {
    if (this.closed) return;
    this.pending = this.pending.length === 0 ? chunk : Buffer.concat([this.pending, chunk]);
    for (;;) {
      if (!this.started) {
        // Startup packet: length then protocol version, no type byte. node-postgres sends no SSL request.
        if (this.pending.length < 4) return;
        const length = this.pending.readInt32BE(0);
        if (this.pending.length < length) return;
        this.pending = this.pending.subarray(length);
        this.started = true;
        queue.push({ conn: this, startup: true });
        pump();
        continue;
      }
      if (this.pending.length < 5) return;
      const length = this.pending.readInt32BE(1) + 1;
      if (this.pending.length < length) return;
      const message = this.pending.subarray(0, length);
      this.pending = this.pending.subarray(length);
      const type = message[0];
      if (type === TERMINATE) {
        this.close();
        return;
      }
      this.group.push(this.rename(message));
      if (type === SYNC || type === QUERY || type === FLUSH) {
        queue.push({ conn: this, bytes: Buffer.concat(this.group), closesSequence: type !== FLUSH });
        this.group = [];
        pump();
      }
    }
  }

  /** Gives named statements and portals a per-connection name: PostgreSQL keeps them per session. */
  rename(message) {
    const type = message[0];
    if (type === PARSE) {
      const end = message.indexOf(0, 5);
      if (end === 5) return message;
      this.statements.add(Buffer.concat([this.prefix, message.subarray(5, end)]).toString());
      return this.withNames(message, [[5, end]]);
    }
    if (type === BIND) {
      const portalEnd = message.indexOf(0, 5);
      const statementEnd = message.indexOf(0, portalEnd + 1);
      const spans = [];
      if (portalEnd > 5) spans.push([5, portalEnd]);
      if (statementEnd > portalEnd + 1) spans.push([portalEnd + 1, statementEnd]);
      return spans.length === 0 ? message : this.withNames(message, spans);
    }
    if (type === EXECUTE) {
      const end = message.indexOf(0, 5);
      return end === 5 ? message : this.withNames(message, [[5, end]]);
    }
    if (type === DESCRIBE || type === CLOSE) {
      const end = message.indexOf(0, 6);
      if (end === 6) return message;
      if (type === CLOSE && message[5] === STATEMENT) {
        this.statements.delete(Buffer.concat([this.prefix, message.subarray(6, end)]).toString());
      }
      return this.withNames(message, [[6, end]]);
    }
    return message;
  }

  withNames(message, spans) {
    const parts = [];
    let at = 0;
    for (const [start] of spans) {
      parts.push(message.subarray(at, start), this.prefix);
      at = start;
    }
    parts.push(message.subarray(at));
    const renamed = Buffer.concat(parts);
    renamed.writeInt32BE(renamed.length - 1, 1);
    return renamed;
  }

  send(bytes) {
    if (!this.closed && bytes.length > 0) this.port.postMessage(bytes, [bytes.buffer]);
  }

  close() {
    if (this.closed) return;
    this.closed = true;
    this.port.close();
    queue.push({ conn: this, cleanup: true });
    pump();
  }
}

function nextGroup() {
  if (!owner) return queue.shift();
  const index = queue.findIndex((group) => group.conn === owner);
  return index === -1 ? undefined : queue.splice(index, 1)[0];
}

async function run(group) {
  const { conn } = group;
  if (group.startup) {
    // One session: its startup answer (parameters, ReadyForQuery) is the same for every connection.
    if (!startupReply) {
      const packet = Buffer.from("\0\0\0\0\0\x03\0\0user\0postgres\0database\0postgres\0\0", "latin1");
      packet.writeInt32BE(packet.length, 0);
      startupReply = Buffer.from(await db.execProtocolRaw(packet));
    }
    conn.send(new Uint8Array(startupReply));
    return;
  }
  if (group.cleanup) {
    if (owner === conn) {
      owner = null;
      await db.exec("rollback").catch(() => {});
    }
    for (const name of conn.statements) {
      await db.exec(`deallocate "${name.replaceAll('"', '""')}"`).catch(() => {});
    }
    return;
  }
  if (conn.closed) return;
  const reply = await db.execProtocolRaw(group.bytes);
  // ReadyForQuery is the reply's last message (6 bytes) when the group ended with Sync or Query.
  const status = reply.length >= 6 && reply[reply.length - 6] === READY ? reply[reply.length - 1] : null;
  owner = !group.closesSequence || status !== IDLE ? conn : null;
  conn.send(new Uint8Array(reply));
}

async function pump() {
  if (running) return;
  running = true;
  try {
    for (let group = nextGroup(); group; group = nextGroup()) {
      try {
        await run(group);
      } catch (error) {
        // A protocol-level failure (not an SQL error, which PGlite answers in the protocol): end that
        // connection, node-postgres reports it and the pool replaces the client.
        parentPort.postMessage({
          type: "warn",
          message: error instanceof Error ? error.message : String(error),
        });
        if (owner === group.conn) owner = null;
        group.conn.close();
      }
    }
  } finally {
    running = false;
    if (closing && queue.length === 0) closing();
  }
}

parentPort.on("message", async (message) => {
  if (message.type === "connection") {
    new Connection(message.port);
    return;
  }
  if (message.type === "close") {
    // Every connection is closed by then (pool.end()); let queued work finish, then close the files.
    if (running || queue.length > 0) await new Promise((resolve) => (closing = resolve));
    await db.close();
    parentPort.postMessage({ type: "closed" });
  }
});

parentPort.postMessage({ type: "ready" });

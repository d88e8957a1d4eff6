import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { registerAndLogin, testConfig, uniqueEmail } from "../../test/helpers.ts";
import { openSse } from "../../test/sse-client.ts";
import { buildApp } from "../app.ts";
import { type Database, openEmbedded } from "./client.ts";
import { migrateDatabase } from "./migrate.ts";

// The embedded engine in its worker thread (decision 057): N node-postgres connections over PGlite's one
// session must behave like N sessions, and the server on it must lose nothing when killed.

describe("embedded engine (PGlite in a worker thread)", () => {
  let database: Database;
  let scratch = "";
  beforeAll(async () => {
    // The migrated snapshot exists when the suite runs on PGlite; on PostgreSQL (no snapshot) this file
    // still tests the embedded engine, on a fresh data directory it migrates itself.
    const snapshotFile = inject("pgliteSnapshot");
    if (snapshotFile) database = await openEmbedded({ snapshotFile });
    else {
      scratch = await fs.mkdtemp(path.join(os.tmpdir(), "hts-engine-"));
      database = await openEmbedded({ dataDir: scratch });
      await migrateDatabase(database);
    }
    await database.pool?.query("create table engine_probe (k int not null, tag text not null)");
  });
  afterAll(async () => {
    await database?.close();
    if (scratch) await fs.rm(scratch, { recursive: true, force: true });
  });
  const pool = () => {
    if (!database.pool) throw new Error("no pool");
    return database.pool;
  };

  it("never lets a transaction see another connection's statements", async () => {
    // Eight transactions at once, each pausing between its statements (the event loop runs the
    // others meanwhile): inside each, the table grows by exactly its own row, and all eight land.
    const one = async (k: number) => {
      const client = await pool().connect();
      try {
        await client.query("begin");
        const before = (await client.query("select count(*)::int as n from engine_probe where tag = 'tx'"))
          .rows[0].n;
        await client.query("insert into engine_probe values ($1, 'tx')", [k]);
        await new Promise((resolve) => setTimeout(resolve, 5 + (k % 3) * 5));
        const after = (await client.query("select count(*)::int as n from engine_probe where tag = 'tx'"))
          .rows[0].n;
        if (k === 3) {
          await client.query("rollback");
          return after - before;
        }
        await client.query("commit");
        return after - before;
      } finally {
        client.release();
      }
    };
    const grown = await Promise.all(Array.from({ length: 8 }, (_, k) => one(k)));
    expect(grown).toEqual([1, 1, 1, 1, 1, 1, 1, 1]);
    const { rows } = await pool().query(
      "select array_agg(k order by k) as ks from engine_probe where tag = 'tx'",
    );
    expect(rows[0].ks).toEqual([0, 1, 2, 4, 5, 6, 7]);
  });

  it("keeps each connection's prepared statements apart", async () => {
    const a = await pool().connect();
    const b = await pool().connect();
    try {
      // The same name on two connections: PostgreSQL keeps statements per session, so must we.
      const onA = await a.query({ name: "probe", text: "select $1::int + 1 as x", values: [1] });
      const onB = await b.query({ name: "probe", text: "select $1::int + 100 as x", values: [1] });
      const againA = await a.query({ name: "probe", text: "select $1::int + 1 as x", values: [2] });
      expect([onA.rows[0].x, onB.rows[0].x, againA.rows[0].x]).toEqual([2, 101, 3]);
      // A named portal: Bind, Describe and Execute name it alike (node-postgres's `portal`, untyped).
      const named = { name: "probe", text: "select $1::int + 100 as x", values: [5], portal: "cur" };
      const portal = await b.query(named as pg.QueryConfig);
      expect(portal.rows[0].x).toBe(105);
    } finally {
      a.release();
      b.release();
    }
  });

  it("rolls back the transaction of a connection that goes away, and the others go on", async () => {
    const doomed = await pool().connect();
    await doomed.query("begin");
    await doomed.query("insert into engine_probe values (99, 'lost')");
    const waiting = pool().query("select count(*)::int as n from engine_probe where tag = 'lost'");
    doomed.release(new Error("connection dropped")); // destroys it, as after a network error
    expect((await waiting).rows[0].n).toBe(0);
  });

  it("delivers live events through the server running on it", async () => {
    const app = await buildApp({ database, config: testConfig() });
    try {
      await app.listen({ port: 0, host: "127.0.0.1" });
      const address = app.server.address();
      if (!address || typeof address === "string") throw new Error("no address");
      const user = await registerAndLogin(app);
      const site = await app.inject({
        method: "POST",
        url: "/api/sites",
        headers: { authorization: `Bearer ${user.token}` },
        payload: { name: "Siège", address: "Paris" },
      });
      const stream = await openSse(`http://127.0.0.1:${address.port}/api/events?access_token=${user.token}`);
      expect((await stream.next()).event).toBe("ready");
      const created = await app.inject({
        method: "POST",
        url: "/api/alarms",
        headers: { authorization: `Bearer ${user.token}` },
        payload: {
          siteId: site.json().id,
          title: "Intrusion quai",
          description: "Test",
          location: "Hall",
          severity: "critique",
        },
      });
      expect(created.statusCode).toBe(201);
      const data = JSON.parse((await stream.nextEvent("alarm.created")).data ?? "{}");
      expect(data).toMatchObject({
        id: created.json().id,
        alarm: { title: "Intrusion quai", siteName: "Siège" },
      });
      stream.close();
    } finally {
      await app.close();
    }
  });
});

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}

/** The real server (`src/server.ts`, as `npm start`), on the embedded engine's default: the worker. */
async function startServer(dataDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(import.meta.dirname, "../server.ts")], {
    cwd: path.join(import.meta.dirname, "../.."),
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      BACKUP_DIR: path.join(dataDir, "backups"),
      PORT: String(port),
      HOST: "127.0.0.1",
      HTS_DEMO: "0",
      HTS_CAMERA_SIM: "0",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("HTS prêt")) resolve();
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => reject(new Error(`server exited (${code}): ${output}`)));
  });
  return child;
}

describe("embedded engine durability", () => {
  it("keeps a committed registration when the server is killed with SIGKILL", async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "hts-kill9-"));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    let child: ChildProcess | null = null;
    try {
      child = await startServer(dataDir, port);
      const email = uniqueEmail("kill9");
      const password = "survit-au-kill-9";
      const register = await fetch(`${base}/api/auth/register`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          company: { name: "Kill Neuf SARL", email: uniqueEmail("societe") },
          admin: { name: "Paul", email, password },
        }),
      });
      expect(register.status).toBe(201);
      // The answer came after the commit: killing the process now (no shutdown, no close) loses nothing.
      const exited = new Promise((resolve) => child?.once("exit", resolve));
      child.kill("SIGKILL");
      await exited;

      // The restart takes over the dead process's lock and finds the company.
      child = await startServer(dataDir, port);
      const login = await fetch(`${base}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password }),
      });
      expect(login.status).toBe(200);
      expect(((await login.json()) as { company: { name: string } }).company.name).toBe("Kill Neuf SARL");
    } finally {
      if (child && child.exitCode === null) {
        const exited = new Promise((resolve) => child?.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

import net from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, describe, expect, inject, it } from "vitest";
import { testConfig } from "../../../test/helpers.ts";
import { openTestDatabase } from "../../../test/test-database.ts";
import { buildApp } from "../../app.ts";
import { createPool, type Database, fromPool } from "../../db/client.ts";

/**
 * A TCP proxy in front of the test's PostgreSQL server that the test cuts and restores: the machine's
 * server keeps running for everyone else. `mode` "forward" relays, "blackhole" accepts and never answers
 * (a server that hangs), and `close()` stops listening and cuts every connection (a server that is gone).
 */
class PgProxy {
  mode: "forward" | "blackhole" = "forward";
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();

  constructor(
    private readonly target: { host: string; port: number },
    public port = 0,
  ) {}

  async open(): Promise<void> {
    const server = net.createServer((client) => {
      this.sockets.add(client);
      client.on("close", () => this.sockets.delete(client));
      client.on("error", () => {});
      if (this.mode === "blackhole") return;
      const upstream = net.connect(this.target);
      this.sockets.add(upstream);
      upstream.on("close", () => this.sockets.delete(upstream));
      upstream.on("error", () => client.destroy());
      client.pipe(upstream).pipe(client);
      client.on("close", () => upstream.destroy());
    });
    await new Promise<void>((resolve) => server.listen(this.port, "127.0.0.1", resolve));
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  /** Cuts every connection and stops listening: PostgreSQL is unreachable through the proxy. */
  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    const server = this.server;
    this.server = null;
    if (server) await new Promise((resolve) => server.close(resolve));
  }
}

describe("readiness follows PostgreSQL", () => {
  let direct: Database;
  let proxied: Database;
  let proxy: PgProxy;
  let app: FastifyInstance;
  afterAll(async () => {
    await app?.close();
    await proxy?.close();
    await proxied?.close().catch(() => {});
    await direct?.close();
  });

  it("503 while the database is unreachable or hangs, 200 again once it is back", async () => {
    direct = await openTestDatabase({ templateDb: inject("pgTemplate") });
    const url = new URL(direct.pool?.options.connectionString ?? "");
    proxy = new PgProxy({ host: url.hostname, port: Number(url.port || 5432) });
    await proxy.open();
    url.hostname = "127.0.0.1";
    url.port = String(proxy.port);
    proxied = fromPool(createPool(url.toString(), 3));
    app = await buildApp({ database: proxied, config: testConfig({ readinessTimeoutMs: 700 }) });
    await app.ready();
    const ready = () => app.inject({ method: "GET", url: "/api/health/ready" });

    expect((await ready()).statusCode).toBe(200);

    // Gone: connections cut, nothing listening.
    await proxy.close();
    const down = await ready();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({
      status: "not_ready",
      database: "unreachable",
      migrations: null,
      detail: "Base de données injoignable",
    });
    // Liveness stays up: the process is fine, only traffic should go elsewhere.
    expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);

    // Back on the same address: the pool reconnects and readiness turns green without a restart.
    await proxy.open();
    expect((await ready()).statusCode).toBe(200);

    // Hanging: the connection is accepted and never answered. The probe answers 503 within its timeout,
    // and probes arriving meanwhile share the one in flight instead of piling up queries.
    await proxy.close();
    proxy.mode = "blackhole";
    await proxy.open();
    const started = Date.now();
    const [first, second] = await Promise.all([ready(), ready()]);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect([first.statusCode, second.statusCode]).toEqual([503, 503]);
    expect(first.json().database).toBe("unreachable");

    await proxy.close();
    proxy.mode = "forward";
    await proxy.open();
    const back = await ready();
    expect(back.statusCode).toBe(200);
    expect(back.json().status).toBe("ready");
  });
});

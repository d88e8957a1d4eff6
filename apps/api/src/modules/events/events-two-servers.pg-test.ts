import type { FastifyInstance } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { as, registerAndLogin, testConfig, useTestApp } from "../../../test/helpers.ts";
import { openSse } from "../../../test/sse-client.ts";
import { buildApp } from "../../app.ts";
import { createPool, type Database, fromPool } from "../../db/client.ts";

const ctx = useTestApp();

async function listen(app: FastifyInstance) {
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("no address");
  return `http://127.0.0.1:${address.port}`;
}

// Two API processes on one PostgreSQL database: LISTEN/NOTIFY must carry every event to both.
describe("live events across two servers", () => {
  let second: { app: FastifyInstance; database: Database } | null = null;
  afterAll(async () => {
    await second?.app.close();
    await second?.database.close();
  });

  it("delivers on server B an alarm created through server A, and the reverse", async () => {
    const connectionString = ctx.database.pool?.options.connectionString;
    if (!connectionString) throw new Error("no PostgreSQL connection string");
    const database = fromPool(createPool(connectionString, 3));
    const appB = await buildApp({ database, config: testConfig() });
    second = { app: appB, database };
    const [urlA, urlB] = [await listen(ctx.app), await listen(appB)];

    const user = await registerAndLogin(ctx.app);
    const site = await as(
      ctx.app,
      user.token,
    )({ method: "POST", url: "/api/sites", payload: { name: "Dépôt", address: "Ivry" } });
    const streamA = await openSse(`${urlA}/api/events?access_token=${user.token}`);
    const streamB = await openSse(`${urlB}/api/events?access_token=${user.token}`);
    await streamA.next();
    await streamB.next();

    const payload = { siteId: site.json().id, title: "Via A", description: "x", location: "y" };
    const created = await as(ctx.app, user.token)({ method: "POST", url: "/api/alarms", payload });
    for (const stream of [streamA, streamB]) {
      const data = JSON.parse((await stream.nextEvent("alarm.created")).data ?? "{}");
      expect(data.id).toBe(created.json().id);
    }
    const resolved = await as(
      appB,
      user.token,
    )({ method: "POST", url: `/api/alarms/${created.json().id}/resolve` });
    expect(resolved.statusCode).toBe(200);
    for (const stream of [streamA, streamB]) {
      expect(JSON.parse((await stream.nextEvent("alarm.resolved")).data ?? "{}").alarm.status).toBe(
        "Résolue",
      );
    }
    streamA.close();
    streamB.close();
  });
});

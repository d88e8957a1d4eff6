// How much the session lookup costs: GET /api/auth/me (bearer token -> sessions x users x companies)
// against a bare Fastify route, both measured now, on this machine, with the same load.

import { PGlite } from "@electric-sql/pglite";
import Fastify from "fastify";
import { buildApp } from "../apps/api/src/app.ts";
import { defaultConfig } from "../apps/api/src/config.ts";
import { createPool, fromPglite, fromPool } from "../apps/api/src/db/client.ts";
import { migrateDatabase } from "../apps/api/src/db/migrate.ts";
import { listen, load, report } from "./support.ts";

export async function benchAuth(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const database = url ? fromPool(createPool(url, 20)) : fromPglite(await PGlite.create());
  await migrateDatabase(database);
  const app = await buildApp({
    database,
    config: { ...defaultConfig, logLevel: "silent", passwordCost: 12 },
  });
  const email = `bench.${Date.now()}@example.fr`;
  await app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: {
      company: { name: "Bench", email },
      admin: { name: "Bench", email, password: "bench-motdepasse" },
    },
  });
  const login = await app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password: "bench-motdepasse" },
  });
  const token = login.json().access_token as string;

  const bare = Fastify();
  bare.get("/bare", async () => ({ status: "ok" }));
  const bareUrl = await listen(bare);
  const appUrl = await listen(app);
  try {
    const baseline = await load({ label: "bare Fastify route", url: `${bareUrl}/bare` });
    const me = await load({
      label: "GET /api/auth/me (session lookup)",
      url: `${appUrl}/api/auth/me`,
      headers: { authorization: `Bearer ${token}` },
    });
    report(`Authentification (${database.kind})`, baseline, [me]);
  } finally {
    await bare.close();
    await app.close();
    await database.close();
  }
}

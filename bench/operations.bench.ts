// GET /api/alarms?limit=50 and GET /api/dashboard under concurrent load, on PostgreSQL with
// 50 companies, 200 sites, 2,000 cameras and 1,000,000 alarms, next to a bare Fastify route measured
// in the same run. Runs in a scratch database created and dropped on the server of
// BENCH_DATABASE_URL (or TEST_DATABASE_URL); skipped without one (PGlite is not the production engine).

import Fastify from "fastify";
import pg from "pg";
import { buildApp } from "../apps/api/src/app.ts";
import { defaultConfig } from "../apps/api/src/config.ts";
import { createPool, fromPool } from "../apps/api/src/db/client.ts";
import { migrateDatabase } from "../apps/api/src/db/migrate.ts";
import { generateOperations } from "./operations-data.ts";
import { listen, load, report } from "./support.ts";

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function admin(url: string, sql: string) {
  const client = new pg.Client({ connectionString: withDatabase(url, "postgres") });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function benchOperations(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url) {
    console.log("\nOpérations : ignoré (BENCH_DATABASE_URL ou TEST_DATABASE_URL requis, PostgreSQL)");
    return;
  }
  const name = `hts_bench_ops_${process.pid}`;
  await admin(url, `create database ${name}`);
  const database = fromPool(createPool(withDatabase(url, name), 20));
  try {
    await migrateDatabase(database);
    const app = await buildApp({
      database,
      config: { ...defaultConfig, logLevel: "silent", passwordCost: 12, selfServicePlans: ["enterprise"] },
    });
    const email = `bench.ops.${Date.now()}@example.fr`;
    await app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: {
        company: { name: "Bench", email, subscription: "enterprise" },
        admin: { name: "Bench", email, password: "bench-motdepasse" },
      },
    });
    const login = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password: "bench-motdepasse" },
    });
    const headers = { authorization: `Bearer ${login.json().access_token}` };

    const generated = await generateOperations(database.pool as pg.Pool);
    console.log(
      `\nDonnées : ${generated.c} sociétés, ${generated.s} sites, ${generated.k} caméras, ${generated.a} alarmes en ${generated.seconds?.toFixed(1)} s`,
    );

    const bare = Fastify();
    bare.get("/bare", async () => ({ status: "ok" }));
    const bareUrl = await listen(bare);
    const appUrl = await listen(app);
    try {
      const baseline = await load({ label: "bare Fastify route", url: `${bareUrl}/bare` });
      // The floor of any authenticated route (session lookup), for reading the rows below.
      const me = await load({
        label: "GET /api/auth/me (session only)",
        url: `${appUrl}/api/auth/me`,
        headers,
      });
      const alarms = await load({
        label: "GET /api/alarms?limit=50",
        url: `${appUrl}/api/alarms?limit=50`,
        headers,
      });
      const filtered = await load({
        label: "GET /api/alarms?status=active&limit=50",
        url: `${appUrl}/api/alarms?status=active&limit=50`,
        headers,
      });
      const dashboard = await load({ label: "GET /api/dashboard", url: `${appUrl}/api/dashboard`, headers });
      report("Opérations (PostgreSQL, 1 000 000 alarmes)", baseline, [me, alarms, filtered, dashboard]);
    } finally {
      await bare.close();
      await app.close();
    }
  } finally {
    await database.close();
    await admin(url, `drop database if exists ${name} with (force)`);
  }
}

// POST /api/access/check under concurrent load on PostgreSQL: a busy entrance at shift change, every
// check deciding, writing its log entry and publishing a live event. Beside a bare Fastify route and
// the session-only GET /api/auth/me, measured in the same run. The per-reader throttle is lifted here
// (it limits one reader, the server's capacity is what is measured). Scratch database on the server of
// BENCH_DATABASE_URL (or TEST_DATABASE_URL); skipped without one.

import Fastify from "fastify";
import type pg from "pg";
import { buildApp } from "../apps/api/src/app.ts";
import { defaultConfig } from "../apps/api/src/config.ts";
import { createPool, fromPool } from "../apps/api/src/db/client.ts";
import { migrateDatabase } from "../apps/api/src/db/migrate.ts";
import { adminQuery as admin, benchAdmin, listen, load, report, withDatabase } from "./support.ts";

export async function benchAccessCheck(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url) {
    console.log("\nContrôle d'accès : ignoré (BENCH_DATABASE_URL ou TEST_DATABASE_URL requis, PostgreSQL)");
    return;
  }
  const name = `hts_bench_access_${process.pid}`;
  await admin(url, `create database ${name}`);
  const database = fromPool(createPool(withDatabase(url, name), 20));
  try {
    await migrateDatabase(database);
    const app = await buildApp({
      database,
      config: {
        ...defaultConfig,
        logLevel: "silent",
        passwordCost: 12,
        selfServicePlans: ["enterprise"],
        readerChecksPerMinute: 1_000_000_000,
      },
    });
    const headers = await benchAdmin(app, "access");
    const site = await app.inject({
      method: "POST",
      url: "/api/sites",
      headers,
      payload: { name: "Site", address: "Paris" },
    });
    const point = await app.inject({
      method: "POST",
      url: "/api/access/points",
      headers,
      payload: {
        name: "Tourniquet",
        siteId: site.json().id,
        location: "Hall",
        rule: { departments: ["Sécurité"] },
      },
    });
    const readerKey = point.json().readerKey as string;
    const badge = await app.inject({
      method: "POST",
      url: "/api/access/badges",
      headers,
      payload: { badgeId: "B-1", holderName: "Bench", department: "Sécurité" },
    });
    const { token } = (
      await app.inject({ method: "GET", url: `/api/access/badges/${badge.json().id}/qr`, headers })
    ).json();
    await app.inject({
      method: "POST",
      url: "/api/access/badges",
      headers,
      payload: {
        badgeId: "N-1",
        holderName: "Bench NFC",
        department: "Sécurité",
        badgeType: "nfc",
        nfcUid: "04AABBCCDDEEFF",
      },
    });

    const bare = Fastify();
    bare.get("/bare", async () => ({ status: "ok" }));
    const bareUrl = await listen(bare);
    const appUrl = await listen(app);
    try {
      const baseline = await load({ label: "bare Fastify route", url: `${bareUrl}/bare` });
      const me = await load({
        label: "GET /api/auth/me (session only)",
        url: `${appUrl}/api/auth/me`,
        headers,
      });
      const reader = { "x-reader-key": readerKey };
      const qr = await load({
        label: "POST /api/access/check (QR, granted)",
        url: `${appUrl}/api/access/check`,
        headers: reader,
        body: JSON.stringify({ token }),
      });
      const nfc = await load({
        label: "POST /api/access/check (NFC, granted)",
        url: `${appUrl}/api/access/check`,
        headers: reader,
        body: JSON.stringify({ nfcUid: "04AABBCCDDEEFF" }),
      });
      const rows = await (database.pool as pg.Pool).query("select count(*)::int as n from access_logs");
      report(`Contrôle d'accès (PostgreSQL, ${rows.rows[0]?.n ?? 0} passages écrits)`, baseline, [
        me,
        qr,
        nfc,
      ]);
    } finally {
      await bare.close();
      await app.close();
    }
  } finally {
    await database.close();
    await admin(url, `drop database if exists ${name} with (force)`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchAccessCheck();

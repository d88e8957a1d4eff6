// Copying a typed week of a 500-agent company (about 3,500 shifts) through the real route, POST
// /api/planning-advanced/shifts/copy-week (validation, multi-row inserts, one conflict detection over the
// whole copy, an audit row per shift, one transaction), against a plain multi-row insert of the same rows
// in one transaction, measured in the same run (issue 15 item 8, decision 053). The dry run (the preview
// the planner sees first) is timed too. Database: a scratch PostgreSQL database on BENCH_DATABASE_URL
// (or TEST_DATABASE_URL) when set, otherwise PGlite in memory.

import { and, eq, gte } from "drizzle-orm";
import { buildApp } from "../apps/api/src/app.ts";
import { defaultConfig } from "../apps/api/src/config.ts";
import { createPool, type Database, fromPool, openDatabase } from "../apps/api/src/db/client.ts";
import { migrateDatabase } from "../apps/api/src/db/migrate.ts";
import { agents, auditLog, companies, shifts, sites } from "../apps/api/src/db/schema.ts";
import { placeShift } from "../apps/api/src/modules/planning/shift-times.ts";
import { adminQuery, benchAdmin, withDatabase } from "./support.ts";

const AGENTS = 500;
const SITES = 25;
const SOURCE_MONDAY = "2030-03-04";
const TARGET_MONDAY = "2030-03-11";
const RUNS = 3;

/** A typed week for one agent: split days on Monday and Tuesday, 8-hour days Wednesday to Friday (40 h). */
const WEEK: [number, string, string][] = [
  [0, "08:00", "12:00"],
  [0, "14:00", "18:00"],
  [1, "08:00", "12:00"],
  [1, "14:00", "18:00"],
  [2, "06:00", "14:00"],
  [3, "06:00", "14:00"],
  [4, "06:00", "14:00"],
];

const day = (monday: string, offset: number) => {
  const date = new Date(`${monday}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
};

async function scratch(): Promise<{ database: Database; engine: string; drop: () => Promise<void> }> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ databaseUrl: undefined, dataDir: "memory://" });
    return { database, engine: "PGlite en mémoire", drop: async () => {} };
  }
  const name = `hts_bench_copy_${process.pid}`;
  await adminQuery(url, `create database ${name}`);
  return {
    database: fromPool(createPool(withDatabase(url, name), 10)),
    engine: "PostgreSQL",
    drop: () => adminQuery(url, `drop database if exists ${name}`),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function benchPlanningCopy(): Promise<void> {
  const { database, engine, drop } = await scratch();
  try {
    await migrateDatabase(database);
    const app = await buildApp({
      database,
      config: { ...defaultConfig, logLevel: "silent", passwordCost: 10, selfServicePlans: ["enterprise"] },
    });
    const headers = await benchAdmin(app, "copy");
    const { db } = database;
    // The scratch database holds this one company.
    const [only] = await db.select({ id: companies.id }).from(companies);
    const company = only?.id as string;
    const siteRows = await db
      .insert(sites)
      .values(
        Array.from({ length: SITES }, (_, i) => ({
          companyId: company,
          name: `Site ${i}`,
          address: "Paris",
        })),
      )
      .returning({ id: sites.id });
    const agentRows = await db
      .insert(agents)
      .values(
        Array.from({ length: AGENTS }, (_, i) => ({
          companyId: company,
          name: `Agent ${i}`,
          badge: `B-${i}`,
          phone: "06 00 00 00 00",
          email: `agent${i}@exemple.fr`,
          hireDate: "2025-01-01",
          assignedSiteId: siteRows[i % SITES]?.id,
        })),
      )
      .returning({ id: agents.id, siteId: agents.assignedSiteId });
    const rowsFor = (monday: string) =>
      agentRows.flatMap((agent) =>
        WEEK.map(([offset, start, end]) => {
          const shift = {
            shift_date: day(monday, offset),
            start_time: start,
            end_time: end,
            break_minutes: 0,
          };
          const placed = placeShift(shift);
          return {
            companyId: company,
            agentId: agent.id,
            siteId: agent.siteId as string,
            shiftDate: shift.shift_date,
            startTime: start,
            endTime: end,
            startsAt: placed.startsAt,
            endsAt: placed.endsAt,
            breakMinutes: 0,
            shiftType: "regular",
            status: "scheduled",
            notes: null,
          };
        }),
      );
    const plainInsert = async (rows: ReturnType<typeof rowsFor>) =>
      db.transaction(async (tx) => {
        for (let i = 0; i < rows.length; i += 1000) await tx.insert(shifts).values(rows.slice(i, i + 1000));
      });
    const source = rowsFor(SOURCE_MONDAY);
    await plainInsert(source);
    const target = rowsFor(TARGET_MONDAY);
    const clear = async () => {
      await db.delete(shifts).where(and(eq(shifts.companyId, company), gte(shifts.shiftDate, TARGET_MONDAY)));
      await db.delete(auditLog).where(and(eq(auditLog.companyId, company), eq(auditLog.entity, "shift")));
    };
    const copy = (dryRun: boolean) =>
      app.inject({
        method: "POST",
        url: "/api/planning-advanced/shifts/copy-week",
        headers,
        payload: { source_week: SOURCE_MONDAY, target_week: TARGET_MONDAY, dry_run: dryRun },
      });

    // Warm-up: one copy and one plain insert, not counted.
    const first = await copy(false);
    if (first.statusCode !== 200) throw new Error(`copy-week: ${first.statusCode} ${first.body}`);
    const { count, conflicts, blocking } = first.json();
    await clear();
    await plainInsert(target);
    await clear();

    const plainMs: number[] = [];
    const copyMs: number[] = [];
    const previewMs: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      let started = performance.now();
      await plainInsert(target);
      plainMs.push(performance.now() - started);
      await clear();
      started = performance.now();
      const preview = await copy(true);
      previewMs.push(performance.now() - started);
      if (preview.statusCode !== 200) throw new Error(preview.body);
      started = performance.now();
      const done = await copy(false);
      copyMs.push(performance.now() - started);
      if (done.statusCode !== 200 || done.json().count !== target.length) throw new Error(done.body);
      await clear();
    }
    const plain = median(plainMs);
    const copied = median(copyMs);
    const previewed = median(previewMs);
    console.log(
      `\nCopie d'une semaine, ${AGENTS} agents, ${count} gardes (${engine}, médiane de ${RUNS}) ; conflits : ${conflicts.length} avertissement(s), ${blocking.length} bloquant(s)`,
    );
    console.log(`  ${"baseline: plain multi-row insert".padEnd(46)} ${plain.toFixed(0).padStart(7)} ms`);
    console.log(
      `  ${"POST copy-week dry_run (preview)".padEnd(46)} ${previewed.toFixed(0).padStart(7)} ms  ${(previewed / plain).toFixed(1)} x plain insert`,
    );
    console.log(
      `  ${"POST copy-week (conflicts, audit, 1 tx)".padEnd(46)} ${copied.toFixed(0).padStart(7)} ms  ${(copied / plain).toFixed(1)} x plain insert`,
    );
    await app.close();
  } finally {
    await database.close();
    await drop();
  }
}

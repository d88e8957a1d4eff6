// /api/health while a 200-incident security report is exported (decision 049): the latency of the
// health check with nothing else running (baseline), during exports built in the document workers
// (PDF, Word, Excel, as the API does now), and during the same PDF laid out on the main thread (as
// the API did before). Real server on a port; the ratios compare runs of the same process.
// Database: a scratch PostgreSQL database on BENCH_DATABASE_URL (or TEST_DATABASE_URL) when set, the
// production engine; otherwise PGlite in memory, which runs *on the main thread* (its write of the
// ~1 MB file shows in the worker row: that is the embedded engine, not the document).

import pg from "pg";
import { buildApp } from "../apps/api/src/app.ts";
import { defaultConfig } from "../apps/api/src/config.ts";
import { createPool, type Database, fromPool, openDatabase } from "../apps/api/src/db/client.ts";
import { migrateDatabase } from "../apps/api/src/db/migrate.ts";
import { securityReportDocument } from "../apps/api/src/modules/security-reports/security-report-document.ts";
import { renderSecurityReportPdf } from "../apps/api/src/modules/security-reports/security-report-pdf.ts";
import { signaturePng } from "../apps/api/src/modules/security-reports/signature-png.ts";
import { listen } from "./support.ts";

type Sample = { label: string; ms: number[]; exports: number };

const TYPES = ["intrusion", "vol", "vandalisme", "alarme_declenchee", "incendie", "autre"] as const;

function reportForm(siteId: string, incidents = 200) {
  const long = "Effraction constatée sur la porte sectionnelle, traces d'outil, vitre brisée. ".repeat(8);
  return {
    siteId,
    periodStart: "2026-03-01",
    periodEnd: "2026-03-31",
    geolocation: "48.7566, 2.3522",
    incidents: Array.from({ length: incidents }, (_, i) => ({
      type: TYPES[i % TYPES.length],
      description: i % 10 === 0 ? long : `Incident n° ${i + 1} : dégradation de clôture, côté entrepôt`,
      measuresTaken: `Mesure n° ${i + 1} : ronde renforcée, maintenance prévenue`,
    })),
    interventions: Array.from({ length: 50 }, (_, i) => ({
      description: `Levée de doute n° ${i + 1}`,
      agentName: "Zoé Lefèvre",
      time: "22:15",
    })),
    observations: long,
    responsibleSignature: signaturePng(),
  };
}

/** Calls /api/health one request after the other until `busy` resolves (or for `idleMs`). */
async function sampleHealth(url: string, until: Promise<unknown> | number): Promise<number[]> {
  const ms: number[] = [];
  let done = false;
  if (typeof until === "number") setTimeout(() => (done = true), until);
  else until.finally(() => (done = true));
  while (!done) {
    const start = performance.now();
    const res = await fetch(`${url}/api/health`);
    await res.arrayBuffer();
    ms.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return ms;
}

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

async function scratchDatabase(): Promise<{ database: Database; engine: string; drop: () => Promise<void> }> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ databaseUrl: undefined, dataDir: "memory://" });
    return { database, engine: "PGlite en mémoire", drop: async () => {} };
  }
  const name = `hts_bench_docs_${process.pid}`;
  const admin = async (sql: string) => {
    const parsed = new URL(url);
    parsed.pathname = "/postgres";
    const client = new pg.Client({ connectionString: parsed.toString() });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return {
    database: fromPool(createPool(parsed.toString(), 10)),
    engine: "PostgreSQL",
    drop: () => admin(`drop database if exists ${name}`),
  };
}

export async function benchDocumentWorkers(): Promise<void> {
  const { database, engine, drop } = await scratchDatabase();
  await migrateDatabase(database);
  const app = await buildApp({
    database,
    config: { ...defaultConfig, logLevel: "silent", passwordCost: 12 },
  });
  try {
    const email = `bench.docs.${Date.now()}@example.fr`;
    await app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: {
        company: { name: "Sécurité Île-de-France", email, subscription: "basic" },
        admin: { name: "Hélène Dupré", email, password: "bench-123-solide" },
      },
    });
    const login = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password: "bench-123-solide" },
    });
    const headers = {
      authorization: `Bearer ${login.json().access_token}`,
      "content-type": "application/json",
    };
    const call = (method: string, url: string, payload?: unknown) =>
      app.inject({ method: method as "POST", url, headers, ...(payload ? { payload } : {}) });
    const site = await call("POST", "/api/sites", {
      name: "Entrepôt Rungis – Bâtiment É",
      address: "Rungis",
    });
    const created = await call("POST", "/api/security-reports", reportForm(site.json().id));
    if (created.statusCode !== 201) throw new Error(created.body);
    const id = created.json().id as string;
    const finalized = await call("POST", `/api/security-reports/${id}/finalize`, {});
    if (finalized.statusCode !== 200) throw new Error(finalized.body);
    const base = await listen(app);

    // Warm-up: the first export starts a worker and loads the renderers.
    await fetch(`${base}/api/security-reports/${id}/export?format=pdf`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: "{}",
    });

    const baseline: Sample = {
      label: "aucune génération (baseline)",
      ms: await sampleHealth(base, 2_000),
      exports: 0,
    };

    const exportsInWorkers = async () => {
      let n = 0;
      for (let round = 0; round < 2; round++) {
        for (const format of ["pdf", "docx", "xlsx"]) {
          const res = await fetch(`${base}/api/security-reports/${id}/export?format=${format}`, {
            method: "POST",
            headers: { ...headers, "content-type": "application/json" },
            body: "{}",
          });
          if (res.status !== 200) throw new Error(`export ${format}: ${res.status} ${await res.text()}`);
          await res.arrayBuffer();
          n++;
        }
      }
      return n;
    };
    const workersRun = exportsInWorkers();
    const workers: Sample = {
      label: "exports PDF/Word/Excel (workers)",
      ms: await sampleHealth(base, workersRun),
      exports: await workersRun,
    };

    // The same PDF laid out on the main thread, as before decision 049.
    const report = (await call("GET", `/api/security-reports/${id}`)).json();
    const company = { name: "Sécurité Île-de-France", address: "Rungis", phone: null, email };
    const doc = securityReportDocument({ report, company: company as never, now: new Date() });
    const mainThreadRun = (async () => {
      for (let i = 0; i < 4; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        await renderSecurityReportPdf(doc);
      }
      return 4;
    })();
    const mainThread: Sample = {
      label: "PDF sur le thread principal (avant)",
      ms: await sampleHealth(base, mainThreadRun),
      exports: await mainThreadRun,
    };

    console.log(`\n/api/health pendant l'export d'un rapport de sécurité de 200 incidents (${engine})`);
    const ref = pct(baseline.ms, 99);
    for (const s of [baseline, workers, mainThread]) {
      const p99 = pct(s.ms, 99);
      const max = Math.max(...s.ms);
      const ratio = s === baseline ? "" : `  ratio p99 ${(p99 / ref).toFixed(1)} x baseline`;
      console.log(
        `  ${s.label.padEnd(36)} ${String(s.ms.length).padStart(5)} appels  p50 ${pct(s.ms, 50).toFixed(1).padStart(6)} ms  p99 ${p99.toFixed(1).padStart(7)} ms  max ${max.toFixed(1).padStart(7)} ms${ratio}${max < 50 ? "  (< 50 ms)" : ""}`,
      );
    }
  } finally {
    await app.close();
    await database.close();
    await drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchDocumentWorkers();

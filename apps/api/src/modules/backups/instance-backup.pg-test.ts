import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { openTestDatabase, serverUrl } from "../../../test/test-database.ts";
import type { Database } from "../../db/client.ts";
import { seedDemoCompany } from "../demo/index.ts";

// `npm run backup` and `npm run restore` on PostgreSQL (decision 067): the scripts themselves, run as an
// operator would, with Debian's pg_dump and pg_restore (package postgresql-client).
const repo = path.resolve(import.meta.dirname, "../../../../..");
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hts-pg-instance-"));
const target = `hts_test_restore_${randomBytes(4).toString("hex")}`;

function script(name: string, args: string[], databaseUrl: string) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", `apps/api/src/scripts/${name}.ts`, ...args], {
      cwd: repo,
      env: { ...process.env, DATABASE_URL: databaseUrl, INIT_CWD: repo, LOG_LEVEL: "warn" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (c) => (output += c));
    child.stderr.on("data", (c) => (output += c));
    child.once("exit", (code) => resolve({ code, output }));
  });
}

/** Every table's row count and a digest of its rows, as PostgreSQL sees them. */
async function picture(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      "select tablename as name from pg_tables where schemaname = 'public' order by 1",
    );
    const out: Record<string, string> = {};
    for (const { name } of tables.rows) {
      const { rows } = await client.query(
        `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from "${name}" t`,
      );
      out[name] = `${rows[0].n}:${rows[0].digest}`;
    }
    return out;
  } finally {
    await client.end();
  }
}

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: serverUrl("postgres") });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

describe("npm run backup / npm run restore (PostgreSQL)", () => {
  let source: Database;
  afterAll(async () => {
    await source?.close();
    await admin(`drop database if exists ${target} with (force)`);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("dumps with pg_dump, restores into an empty database and over a changed one, every row equal", async () => {
    source = await openTestDatabase({ templateDb: inject("pgTemplate") });
    await seedDemoCompany({ db: source.db, passwordCost: 10 });
    const sourceUrl = String(source.pool?.options.connectionString);
    const before = await picture(sourceUrl);
    expect(Number(before.users?.split(":")[0])).toBeGreaterThan(3);

    const file = path.join(dir, "hts.dump");
    const dumped = await script("backup", [file], sourceUrl);
    expect(dumped.code, dumped.output).toBe(0);
    expect(fs.statSync(file).size).toBeGreaterThan(10_000);

    await admin(`create database ${target}`);
    const targetUrl = serverUrl(target);
    const restored = await script("restore", [file], targetUrl);
    expect(restored.code, restored.output).toBe(0);
    expect(await picture(targetUrl)).toEqual(before);

    // Over a database that changed since: pg_restore --clean puts it back as it was.
    const client = new pg.Client({ connectionString: targetUrl });
    await client.connect();
    await client.query("delete from audit_log");
    await client.query("update companies set name = 'Changée'");
    await client.end();
    const again = await script("restore", [file], targetUrl);
    expect(again.code, again.output).toBe(0);
    expect(await picture(targetUrl)).toEqual(before);

    // A missing file fails with a message, exit code 1.
    const missing = await script("restore", [path.join(dir, "absent.dump")], targetUrl);
    expect(missing.code).toBe(1);
  }, 240_000);
});

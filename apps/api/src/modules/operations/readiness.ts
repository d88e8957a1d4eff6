import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type pg from "pg";
import type { Database } from "../../db/client.ts";

type AppliedRow = { count: number; last: string };

export type ReadinessState =
  | { ready: true; applied: number; expected: number }
  | { ready: false; reason: "unreachable" }
  | { ready: false; reason: "migrations"; applied: number; expected: number };

/** The migrations this version of the code ships: their count and the stamp of the last one. */
export function expectedMigrations(migrationsFolder: string): { count: number; last: number } {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8"),
  ) as {
    entries: { when: number }[];
  };
  return { count: journal.entries.length, last: Math.max(0, ...journal.entries.map((e) => e.when)) };
}

// PostgreSQL's "relation does not exist": the migrations table is missing, the database is reachable.
const UNDEFINED_TABLE = "42P01";

/**
 * Readiness (decision 064): the database answers within `timeoutMs` and holds every migration of this
 * version. Drizzle's migrator applies what is newer than the last applied stamp, so "all applied" is
 * that stamp being at least the journal's last one. One check at a time: probes arriving while one runs
 * share its answer, so a database that hangs never piles up queries from a load balancer's probes.
 */
export class Readiness {
  private inFlight: Promise<ReadinessState> | null = null;
  private readonly expected: { count: number; last: number };

  constructor(private readonly options: { database: Database; migrationsFolder: string; timeoutMs: number }) {
    this.expected = expectedMigrations(options.migrationsFolder);
  }

  check(): Promise<ReadinessState> {
    this.inFlight ??= this.probe().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  private async probe(): Promise<ReadinessState> {
    const { count: expected, last } = this.expected;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<"timeout">((resolve) => {
      timer = setTimeout(() => resolve("timeout"), this.options.timeoutMs);
    });
    try {
      const answer = await Promise.race([this.appliedMigrations(), timeout]);
      if (answer === "timeout") return { ready: false, reason: "unreachable" };
      if (answer === "no-table") return { ready: false, reason: "migrations", applied: 0, expected };
      if (answer.last < last) return { ready: false, reason: "migrations", applied: answer.count, expected };
      return { ready: true, applied: answer.count, expected };
    } catch {
      return { ready: false, reason: "unreachable" };
    } finally {
      clearTimeout(timer);
    }
  }

  private async appliedMigrations(): Promise<{ count: number; last: number } | "no-table"> {
    const query =
      "select count(*)::int as count, coalesce(max(created_at), 0)::text as last from drizzle.__drizzle_migrations";
    try {
      const { pool, db } = this.options.database;
      // node-postgres honours `query_timeout` per query (its types omit it): the connection is freed even
      // when the server never answers.
      const config = { text: query, query_timeout: this.options.timeoutMs } as pg.QueryConfig;
      const rows = pool
        ? (await pool.query<AppliedRow>(config)).rows
        : ((await db.execute(sql.raw(query))) as unknown as { rows: AppliedRow[] }).rows;
      const row = rows[0];
      return { count: Number(row?.count ?? 0), last: Number(row?.last ?? 0) };
    } catch (error) {
      if ((error as { code?: string }).code === UNDEFINED_TABLE) return "no-table";
      throw error;
    }
  }
}

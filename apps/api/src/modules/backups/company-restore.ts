import { createHash, randomBytes } from "node:crypto";
import { MSG_SETTINGS } from "@hts/domain";
import { and, eq, getTableColumns, sql } from "drizzle-orm";
import { getTableConfig, type PgColumn, type PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import * as schema from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import { AppError, isForeignKeyViolation, isUniqueViolation } from "../../lib/errors.ts";
import type { ReadBackup, Row } from "./backup-reader.ts";
import { companyTables, SECRET_COLUMNS } from "./company-backup.ts";

// Restoring a company from one of its backups (decision 067), in one transaction: nothing half-written
// on failure, and every statement bound to the caller's company, so no other company is touched.
//
// - Rows of the company absent from the backup are deleted (children first); rows of the backup are
//   inserted, or updated in place when they still exist (parents first). A row kept in place keeps
//   what a backup never carries: its password hash, TOTP secret, sessions, reader and radio keys.
// - A row that comes back from nothing gets no way in: an unusable password (the person uses
//   "Mot de passe oublié"), no second factor, new random device keys (readers and radios are issued
//   new ones by a manager).
// - An id that belongs to another company is never updated: the statement's WHERE refuses it, the
//   count tells, and the whole restore is rolled back as a foreign backup.

type AnyTable = PgTable & { id: PgColumn; companyId: PgColumn };

/** Columns a restore leaves as they are on a row kept in place: secrets and what depends on them. */
const KEPT_IN_PLACE = new Set([...SECRET_COLUMNS, "totpEnabledAt"]);
/** Values of the NOT NULL secrets for a row that comes back from nothing. */
const NEW_SECRETS: Record<string, () => unknown> = {
  // Not a scrypt string: no password ever matches it.
  passwordHash: () => "!restored",
  qrSecret: () => randomBytes(32).toString("base64url"),
  readerKeyHash: () => createHash("sha256").update(randomBytes(32)).digest("hex"),
};
const BATCH = 200;

/** Company tables parents first (a table after every table it references). */
export function tablesInOrder(): { name: string; table: AnyTable }[] {
  const tables = companyTables() as { name: string; table: AnyTable }[];
  const byName = new Map(tables.map((t) => [t.name, t]));
  const done = new Set<string>(["companies"]);
  const ordered: typeof tables = [];
  const visit = (name: string, path: Set<string>) => {
    if (done.has(name) || path.has(name)) return;
    const entry = byName.get(name);
    if (!entry) return;
    path.add(name);
    for (const fk of getTableConfig(entry.table).foreignKeys)
      visit(getTableConfig(fk.reference().foreignTable).name, path);
    done.add(name);
    ordered.push(entry);
  };
  for (const { name } of tables) visit(name, new Set());
  return ordered;
}

/** Whether the company holds nothing a restore would lose: no business rows, at most one user. */
export async function isCompanyEmpty(db: Db, companyId: string): Promise<boolean> {
  const ignored = new Set(["audit_log", "notifications", "access_settings", "payroll_settings_versions"]);
  for (const { name, table } of tablesInOrder()) {
    if (ignored.has(name)) continue;
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(eq(table.companyId, companyId));
    if ((row?.n ?? 0) > (name === "users" ? 1 : 0)) return false;
  }
  return true;
}

async function upsert(tx: Db, table: AnyTable, rows: Row[], companyId: string) {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const set: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(columns))
    if (key !== "id" && !KEPT_IN_PLACE.has(key)) set[key] = sql.raw(`excluded."${column.name}"`);
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH).map((row) => {
      const values: Row = { ...row };
      for (const key of Object.keys(columns))
        if (KEPT_IN_PLACE.has(key)) values[key] = NEW_SECRETS[key]?.() ?? null;
      return values;
    });
    const written = await tx
      .insert(table)
      .values(batch as never)
      .onConflictDoUpdate({ target: table.id, set, setWhere: eq(table.companyId, companyId) })
      .returning({ id: table.id });
    if (written.length !== batch.length) throw new AppError("validation", MSG_SETTINGS.backupForeign);
  }
}

/** Replaces the company's data with the backup's; returns how many rows were written. */
export async function restoreCompany({
  db,
  companyId,
  userId,
  backupId,
  backup,
}: {
  db: Db;
  companyId: string;
  userId: string;
  backupId: string;
  backup: ReadBackup;
}): Promise<{ rows: number }> {
  const ordered = tablesInOrder();
  try {
    return await db.transaction(async (tx) => {
      for (const { name, table } of [...ordered].reverse()) {
        const keep = JSON.stringify((backup.tables.get(name) ?? []).map((r) => String(r.id)));
        await tx
          .delete(table)
          .where(
            and(
              eq(table.companyId, companyId),
              sql`${table.id}::text not in (select jsonb_array_elements_text(${keep}::jsonb))`,
            ),
          );
      }
      const { id: _id, ...company } = backup.company;
      await tx.update(schema.companies).set(company).where(eq(schema.companies.id, companyId));
      let rows = 0;
      for (const { name, table } of ordered) {
        const tableRows = backup.tables.get(name) ?? [];
        await upsert(tx, table, tableRows, companyId);
        rows += tableRows.length;
      }
      // Alarm triggers counted the alarms as they were written (decision 047): the sites' counters
      // go back to the backup's, which were right when it was made.
      for (const site of backup.tables.get("sites") ?? [])
        await tx
          .update(schema.sites)
          .set({
            alarmsCount: site.alarmsCount as number,
            activeAlarmsCount: site.activeAlarmsCount as number,
          })
          .where(and(eq(schema.sites.id, String(site.id)), eq(schema.sites.companyId, companyId)));
      // The audit trail came back with explicit ids: the sequence moves past them.
      await tx.execute(
        sql`select setval(pg_get_serial_sequence('audit_log', 'id'), (select coalesce(max(id), 1) from audit_log))`,
      );
      await audit(tx, {
        companyId,
        userId: backup.tables.get("users")?.some((u) => u.id === userId) ? userId : null,
        action: "restore",
        entity: "backup",
        entityId: backupId,
        details: { createdAt: backup.createdAt, rows },
      });
      return { rows };
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    // A value the backup needs is taken elsewhere (an e-mail now used by another company), or a row
    // still refers to one the backup removes: nothing was written.
    if (isUniqueViolation(error) || isForeignKeyViolation(error))
      throw new AppError("conflict", MSG_SETTINGS.restoreConflict);
    throw error;
  }
}

import { auditLog } from "../db/schema.ts";
import type { Tx } from "./tenancy.ts";

export type AuditEntry = {
  companyId: string;
  userId: string | null;
  action: string;
  entity: string;
  entityId?: string | null;
  details?: Record<string, unknown>;
};

/**
 * Appends to the audit log, inside the transaction of the change it records (its type asks for a
 * transaction handle: `inTransaction` or `db.transaction`), so that both commit or neither does.
 */
export async function audit(db: Tx, entry: AuditEntry): Promise<void> {
  await auditMany(db, [entry]);
}

/** Rows per statement for `auditMany` (7 parameters a row, far under PostgreSQL's 65,535). */
const AUDIT_BATCH = 1000;

/** Appends many entries with multi-row inserts, in the transaction of the change (a batch of shifts). */
export async function auditMany(db: Tx, entries: AuditEntry[]): Promise<void> {
  for (let i = 0; i < entries.length; i += AUDIT_BATCH)
    await db.insert(auditLog).values(
      entries.slice(i, i + AUDIT_BATCH).map((entry) => ({
        companyId: entry.companyId,
        userId: entry.userId,
        action: entry.action,
        entity: entry.entity,
        entityId: entry.entityId ?? null,
        details: entry.details ?? {},
      })),
    );
}

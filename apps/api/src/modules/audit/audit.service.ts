import type { Db } from "../../db/client.ts";
import { auditLog } from "../../db/schema.ts";

export type AuditEntry = {
  companyId: string;
  userId: string | null;
  action: string;
  entity: string;
  entityId?: string | null;
  details?: Record<string, unknown>;
};

/** Appends to the audit log. Pass the transaction's `tx` when the change itself is in one. */
export async function audit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    companyId: entry.companyId,
    userId: entry.userId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    details: entry.details ?? {},
  });
}

import type { TBadge, TBadgeStatus, TBadgeType, THolderKind } from "@hts/domain";
import type { badges } from "../../db/schema.ts";

export type BadgeRow = typeof badges.$inferSelect;

export function toApiBadge(row: BadgeRow): TBadge {
  return {
    id: row.id,
    badgeId: row.badgeId,
    holder: row.holderName,
    holderName: row.holderName,
    holderKind: row.holderKind as THolderKind,
    agentId: row.agentId,
    userId: row.userId,
    department: row.department,
    badgeType: row.badgeType as TBadgeType,
    expiryDate: row.expiryDate,
    expires: row.expiryDate,
    status: row.status as TBadgeStatus,
    version: row.version,
    nfcUid: row.nfcUid,
    dynamicQrOnly: row.dynamicQrOnly,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The constraint a unique violation names, whichever driver raised it (Drizzle wraps the error). */
export function violatedConstraint(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 3; depth++) {
    const c = current as { code?: string; constraint?: string; message?: string };
    if (c.code === "23505") return c.constraint ?? /"([^"]+)"/.exec(c.message ?? "")?.[1] ?? "";
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

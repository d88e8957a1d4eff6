import {
  OPEN_RULE,
  type TAccessDirection,
  type TAccessPoint,
  type TAccessPointCreate,
  type TAccessPointPatch,
  type TAccessPointStatus,
  type TAccessRule,
} from "@hts/domain";
import { asc, count, eq, ilike, or } from "drizzle-orm";
import { accessPoints, sites } from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { notFound } from "../../lib/errors.ts";
import { requireScope } from "../../lib/record-access.ts";
import { containsPattern } from "../../lib/search.ts";
import { inTransaction } from "../../lib/tenancy.ts";
import { requireOwnSite } from "../sites/index.ts";
import { hashReaderKey, newReaderKey } from "./access-keys.ts";

const withSite = { row: accessPoints, siteName: sites.name };
type PointWithSite = { row: typeof accessPoints.$inferSelect; siteName: string };

export const ruleOf = (value: unknown): TAccessRule => ({ ...OPEN_RULE, ...(value as Partial<TAccessRule>) });

export function toApiAccessPoint({ row, siteName }: PointWithSite): TAccessPoint {
  const rule = ruleOf(row.rule);
  return {
    id: row.id,
    name: row.name,
    siteId: row.siteId,
    site: siteName,
    location: row.location,
    direction: row.direction as TAccessDirection,
    zone: row.zone,
    status: row.status as TAccessPointStatus,
    lastActivity: row.lastActivityAt?.toISOString() ?? null,
    rule: { ...rule, departments: [...rule.departments], badgeIds: [...rule.badgeIds], days: [...rule.days] },
    keyCreatedAt: row.keyCreatedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listAccessPoints({
  auth,
  q,
  siteId,
  limit,
  offset,
}: {
  auth: AuthContext;
  q?: string;
  siteId?: string;
  limit: number;
  offset: number;
}) {
  requireScope(auth, "access-point", "read");
  const { db, scope } = auth.tenant;
  const pattern = q ? containsPattern(q) : null;
  const where = scope(
    accessPoints,
    pattern ? or(ilike(accessPoints.name, pattern), ilike(accessPoints.location, pattern)) : undefined,
    siteId ? eq(accessPoints.siteId, siteId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(withSite)
      .from(accessPoints)
      .innerJoin(sites, eq(sites.id, accessPoints.siteId))
      .where(where)
      .orderBy(asc(accessPoints.name), asc(accessPoints.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(accessPoints).where(where),
  ]);
  return { items: rows.map(toApiAccessPoint), total: total?.n ?? 0 };
}

export async function getAccessPoint({ auth, id }: { auth: AuthContext; id: string }) {
  requireScope(auth, "access-point", "read");
  await auth.tenant.findById(accessPoints, id);
  const [row] = await auth.tenant.db
    .select(withSite)
    .from(accessPoints)
    .innerJoin(sites, eq(sites.id, accessPoints.siteId))
    .where(auth.tenant.scope(accessPoints, eq(accessPoints.id, id)));
  if (!row) throw notFound();
  return toApiAccessPoint(row);
}

export async function createAccessPoint({ auth, input }: { auth: AuthContext; input: TAccessPointCreate }) {
  requireScope(auth, "access-point", "create");
  await requireOwnSite(auth.tenant, input.siteId);
  const readerKey = newReaderKey();
  const row = await inTransaction(auth.tenant, async (t) => {
    const created = await t.insert(accessPoints, {
      ...input,
      rule: input.rule ?? OPEN_RULE,
      readerKeyHash: hashReaderKey(readerKey),
    });
    await audit(t.db, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "create",
      entity: "access-point",
      entityId: created.id,
    });
    return created;
  });
  return { ...(await getAccessPoint({ auth, id: row.id })), readerKey };
}

export async function updateAccessPoint({
  auth,
  id,
  input,
}: {
  auth: AuthContext;
  id: string;
  input: TAccessPointPatch;
}) {
  requireScope(auth, "access-point", "update");
  if (input.siteId) await requireOwnSite(auth.tenant, input.siteId);
  await inTransaction(auth.tenant, async (t) => {
    await t.updateById(accessPoints, id, { ...input, updatedAt: new Date() });
    await audit(t.db, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "update",
      entity: "access-point",
      entityId: id,
      details: { ...input },
    });
  });
  return getAccessPoint({ auth, id });
}

/** A new reader key; the old one stops working at once. */
export async function regenerateReaderKey({ auth, id }: { auth: AuthContext; id: string }) {
  requireScope(auth, "access-point", "update");
  const readerKey = newReaderKey();
  await inTransaction(auth.tenant, async (t) => {
    await t.updateById(accessPoints, id, {
      readerKeyHash: hashReaderKey(readerKey),
      keyCreatedAt: new Date(),
      updatedAt: new Date(),
    });
    await audit(t.db, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "regenerate-key",
      entity: "access-point",
      entityId: id,
    });
  });
  return { ...(await getAccessPoint({ auth, id })), readerKey };
}

/** Deleting a point keeps its log (the entries keep the names and lose the link). */
export async function deleteAccessPoint({ auth, id }: { auth: AuthContext; id: string }) {
  requireScope(auth, "access-point", "delete");
  await inTransaction(auth.tenant, async (t) => {
    await t.deleteById(accessPoints, id);
    await audit(t.db, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "delete",
      entity: "access-point",
      entityId: id,
    });
  });
}

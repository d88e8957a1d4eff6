import {
  SUBSCRIPTION_LIMITS,
  siteLimitMessage,
  type TSiteCreate,
  type TSitePatch,
  type TSiteStatus,
  type TSiteType,
  type TSubscription,
} from "@hts/domain";
import { and, asc, count, eq, ilike, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies, sites } from "../../db/schema.ts";
import { conflict, isForeignKeyViolation, notFound } from "../../lib/errors.ts";
import { containsPattern } from "../../lib/search.ts";
import { tenantDb } from "../../lib/tenancy.ts";
import type { AuthContext } from "../../plugins/auth.ts";
import { audit } from "../audit/audit.service.ts";
import { siteColumns, toApiSite } from "./sites.mapper.ts";

export async function listSites({
  auth,
  q,
  type,
  status,
  limit,
  offset,
}: {
  auth: AuthContext;
  q?: string;
  type?: TSiteType;
  status?: TSiteStatus;
  limit: number;
  offset: number;
}) {
  const { db, scope } = auth.tenant;
  const pattern = q ? containsPattern(q) : null;
  const where = scope(
    sites,
    pattern ? or(ilike(sites.name, pattern), ilike(sites.address, pattern)) : undefined,
    type ? eq(sites.type, type) : undefined,
    status ? eq(sites.status, status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(siteColumns)
      .from(sites)
      .where(where)
      .orderBy(asc(sites.name), asc(sites.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(sites).where(where),
  ]);
  return { items: rows.map(toApiSite), total: total?.n ?? 0 };
}

export async function getSite({ auth, id }: { auth: AuthContext; id: string }) {
  await auth.tenant.findById(sites, id);
  const [row] = await auth.tenant.db
    .select(siteColumns)
    .from(sites)
    .where(auth.tenant.scope(sites, eq(sites.id, id)));
  if (!row) throw notFound();
  return toApiSite(row);
}

/**
 * Refuses one more active site over the plan's limit. Runs in a transaction that has locked the
 * company row, so two concurrent creations cannot both take the last place.
 */
async function assertRoomForOneMore(tx: Db, companyId: string) {
  const [company] = await tx.select().from(companies).where(eq(companies.id, companyId)).for("update");
  const subscription = (company?.subscription ?? "basic") as TSubscription;
  const limit = SUBSCRIPTION_LIMITS[subscription].sites;
  if (limit === null) return;
  const [active] = await tx
    .select({ n: count() })
    .from(sites)
    .where(and(eq(sites.companyId, companyId), eq(sites.status, "active")));
  if ((active?.n ?? 0) >= limit) throw conflict(siteLimitMessage(subscription) ?? "");
}

export async function createSite({ auth, input }: { auth: AuthContext; input: TSiteCreate }) {
  const row = await auth.tenant.db.transaction(async (tx) => {
    await assertRoomForOneMore(tx, auth.companyId);
    const created = await tenantDb(tx, auth.companyId).insert(sites, input);
    await audit(tx, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "create",
      entity: "site",
      entityId: created.id,
    });
    return created;
  });
  return toApiSite({ row, camerasCount: 0, alarmsCount: 0, activeAlarmsCount: 0 });
}

export async function updateSite({ auth, id, input }: { auth: AuthContext; id: string; input: TSitePatch }) {
  await auth.tenant.db.transaction(async (tx) => {
    const tenant = tenantDb(tx, auth.companyId);
    const current = await tenant.findById(sites, id);
    // Reactivating takes a place in the plan, exactly like a creation.
    if (input.status === "active" && current.status !== "active")
      await assertRoomForOneMore(tx, auth.companyId);
    await tenant.updateById(sites, id, { ...input, updatedAt: new Date() });
    await audit(tx, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "update",
      entity: "site",
      entityId: id,
      details: input,
    });
  });
  return getSite({ auth, id });
}

/**
 * Deletes a site nothing refers to. A site with cameras or alarms keeps its history: it is deactivated
 * instead. The foreign keys decide (ON DELETE RESTRICT), so a camera added meanwhile cannot be orphaned.
 */
export async function deleteSite({ auth, id }: { auth: AuthContext; id: string }) {
  const site = await getSite({ auth, id });
  const { db } = auth.tenant;
  try {
    await auth.tenant.deleteById(sites, id);
    await audit(db, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "delete",
      entity: "site",
      entityId: id,
    });
    return { deleted: true as const };
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
  }
  if (site.status !== "inactive") {
    await auth.tenant.updateById(sites, id, { status: "inactive", updatedAt: new Date() });
  }
  await audit(db, {
    companyId: auth.companyId,
    userId: auth.user.id,
    action: "deactivate",
    entity: "site",
    entityId: id,
  });
  return { deleted: false as const, site: await getSite({ auth, id }) };
}

import {
  MSG_ATTENDANCE,
  MSG_RECORDS,
  SUBSCRIPTION_LIMITS,
  siteLimitMessage,
  type TSiteCreate,
  type TSiteImpact,
  type TSitePatch,
  type TSiteStatus,
  type TSiteType,
  type TSubscription,
} from "@hts/domain";
import { and, asc, count, eq, gt, ilike, isNotNull, isNull, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { alarms, cameras, companies, securityReports, shifts, sites } from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { conflict, isForeignKeyViolation, notFound, validation } from "../../lib/errors.ts";
import { requireOnRecord, requireScope, scopeCondition } from "../../lib/record-access.ts";
import { containsPattern } from "../../lib/search.ts";
import { inTransaction, tenantDb } from "../../lib/tenancy.ts";
import { siteColumns, toApiSite } from "./sites.mapper.ts";

/**
 * The list every screen asks for (the whole company's current sites, no filter): the same statement as
 * below, built once per database and prepared by name (issue 31: PostgreSQL planned it in 1 ms and ran it
 * in 0.3).
 */
function preparePage(db: Db) {
  return db
    .select(siteColumns)
    .from(sites)
    .where(and(eq(sites.companyId, sql.placeholder("companyId")), isNull(sites.archivedAt)))
    .orderBy(asc(sites.name), asc(sites.id))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .prepare("hts_site_page");
}
const pages = new WeakMap<Db, ReturnType<typeof preparePage>>();

function sitePage(db: Db) {
  let page = pages.get(db);
  if (!page) {
    page = preparePage(db);
    pages.set(db, page);
  }
  return page;
}

export async function listSites({
  auth,
  q,
  type,
  status,
  archived,
  limit,
  offset,
}: {
  auth: AuthContext;
  q?: string;
  type?: TSiteType;
  status?: TSiteStatus;
  archived?: "true" | "false";
  limit: number;
  offset: number;
}) {
  const { db, scope } = auth.tenant;
  const pattern = q ? containsPattern(q) : null;
  // An agent lists the sites they work on (decision 015); archived sites only on request (017).
  const visible = await scopeCondition({ auth, kind: "site", site: sites.id });
  const where = scope(
    sites,
    visible,
    archived === "true" ? isNotNull(sites.archivedAt) : isNull(sites.archivedAt),
    pattern ? or(ilike(sites.name, pattern), ilike(sites.address, pattern)) : undefined,
    type ? eq(sites.type, type) : undefined,
    status ? eq(sites.status, status) : undefined,
  );
  const plain = !visible && archived !== "true" && !pattern && !type && !status;
  const rows = plain
    ? await sitePage(db).execute({ companyId: auth.companyId, limit, offset })
    : await db
        .select(siteColumns)
        .from(sites)
        .where(where)
        .orderBy(asc(sites.name), asc(sites.id))
        .limit(limit)
        .offset(offset);
  // A page that is not full gives the total itself: a company's sites usually fit in one page.
  if (rows.length < limit && (rows.length > 0 || offset === 0))
    return { items: rows.map(toApiSite), total: offset + rows.length };
  const [total] = await db.select({ n: count() }).from(sites).where(where);
  return { items: rows.map(toApiSite), total: total?.n ?? 0 };
}

/** The site if the caller may do `action` on it: 404 when they may not even read it, 403 otherwise. */
async function siteFor(auth: AuthContext, id: string, action: "read" | "update" | "delete") {
  const row = await auth.tenant.findById(sites, id);
  await requireOnRecord({ auth, kind: "site", action, record: { ownerUserIds: [], siteId: id } });
  return row;
}

export async function getSite({ auth, id }: { auth: AuthContext; id: string }) {
  await siteFor(auth, id, "read");
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

/** Latitude and longitude go together (the table's check would otherwise answer a 500). */
function assertPositionPair(position: { latitude?: number | null; longitude?: number | null }) {
  if (((position.latitude ?? null) === null) !== ((position.longitude ?? null) === null))
    throw validation([{ loc: ["body", "latitude"], msg: MSG_ATTENDANCE.positionIncomplete, type: "pair" }]);
}

export async function createSite({ auth, input }: { auth: AuthContext; input: TSiteCreate }) {
  requireScope(auth, "site", "create");
  assertPositionPair(input);
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
  const site = await siteFor(auth, id, "update");
  if (site.archivedAt) throw conflict(MSG_RECORDS.siteArchived);
  await auth.tenant.db.transaction(async (tx) => {
    const tenant = tenantDb(tx, auth.companyId);
    const current = await tenant.findById(sites, id);
    if ("latitude" in input || "longitude" in input)
      assertPositionPair({
        latitude: "latitude" in input ? input.latitude : current.latitude,
        longitude: "longitude" in input ? input.longitude : current.longitude,
      });
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

/** What deleting the site would do, with the counts the confirmation dialog shows (decision 017). */
export async function siteImpact({ auth, id }: { auth: AuthContext; id: string }): Promise<TSiteImpact> {
  await siteFor(auth, id, "delete");
  return impactOf(auth, id);
}

async function impactOf(auth: AuthContext, id: string): Promise<TSiteImpact> {
  const { db, scope } = auth.tenant;
  const n = async (query: Promise<{ n: number }[]>) => Number((await query)[0]?.n ?? 0);
  const [camerasN, alarmsN, activeAlarms, shiftsN, futureShifts, securityReportsN] = await Promise.all([
    n(
      db
        .select({ n: count() })
        .from(cameras)
        .where(scope(cameras, eq(cameras.siteId, id))),
    ),
    n(
      db
        .select({ n: count() })
        .from(alarms)
        .where(scope(alarms, eq(alarms.siteId, id))),
    ),
    n(
      db
        .select({ n: count() })
        .from(alarms)
        .where(scope(alarms, eq(alarms.siteId, id), eq(alarms.status, "active"))),
    ),
    n(
      db
        .select({ n: count() })
        .from(shifts)
        .where(scope(shifts, eq(shifts.siteId, id))),
    ),
    n(
      db
        .select({ n: count() })
        .from(shifts)
        .where(
          scope(shifts, eq(shifts.siteId, id), gt(shifts.endsAt, new Date()), ne(shifts.status, "cancelled")),
        ),
    ),
    n(
      db
        .select({ n: count() })
        .from(securityReports)
        .where(scope(securityReports, eq(securityReports.siteId, id))),
    ),
  ]);
  const history = camerasN + alarmsN + shiftsN + securityReportsN;
  return {
    outcome: futureShifts > 0 ? "blocked" : history > 0 ? "archive" : "erase",
    cameras: camerasN,
    alarms: alarmsN,
    activeAlarms,
    shifts: shiftsN,
    futureShifts,
    securityReports: securityReportsN,
  };
}

/**
 * Deletes a site (decision 017). A site with shifts still to come is refused (409, with their count).
 * A site without history is erased. A site with cameras, alarms, shifts or reports is archived: kept
 * with all of it, hidden from lists and selects, read-only, restorable. The foreign keys have the last
 * word (ON DELETE RESTRICT): a row added meanwhile turns an erase into an archive.
 */
export async function deleteSite({ auth, id }: { auth: AuthContext; id: string }) {
  const site = await siteFor(auth, id, "delete");
  if (site.archivedAt) throw conflict(MSG_RECORDS.siteArchived);
  const impact = await impactOf(auth, id);
  if (impact.outcome === "blocked")
    throw conflict({ text: MSG_RECORDS.siteFutureShifts, params: { n: impact.futureShifts } });
  if (impact.outcome === "erase") {
    try {
      await inTransaction(auth.tenant, async (t) => {
        await t.deleteById(sites, id);
        await audit(t.db, {
          companyId: auth.companyId,
          userId: auth.user.id,
          action: "delete",
          entity: "site",
          entityId: id,
        });
      });
      return { deleted: true as const };
    } catch (error) {
      if (!isForeignKeyViolation(error)) throw error;
    }
  }
  // Archived sites leave the plan's count of active sites: restoring brings them back inactive.
  await inTransaction(auth.tenant, async (t) => {
    const now = new Date();
    await t.updateById(sites, id, { status: "inactive", archivedAt: now, updatedAt: now });
    await audit(t.db, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "archive",
      entity: "site",
      entityId: id,
      details: { ...impact, outcome: "archive" },
    });
  });
  return { deleted: false as const, site: await getSite({ auth, id }) };
}

/** Brings an archived site back, inactive: reactivating it then counts against the plan as usual. */
export async function restoreSite({ auth, id }: { auth: AuthContext; id: string }) {
  const site = await siteFor(auth, id, "update");
  if (!site.archivedAt) throw conflict(MSG_RECORDS.siteNotArchived);
  await inTransaction(auth.tenant, async (t) => {
    await t.updateById(sites, id, { archivedAt: null, updatedAt: new Date() });
    await audit(t.db, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "restore",
      entity: "site",
      entityId: id,
    });
  });
  return getSite({ auth, id });
}

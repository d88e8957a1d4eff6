import type { TAlarmCreate, TAlarmSeverity } from "@hts/domain";
import { asc, count, desc, eq, gte, ilike, inArray, lt, or, type SQL } from "drizzle-orm";
import { alarmComments, alarms, sites } from "../../db/schema.ts";
import { notFound } from "../../lib/errors.ts";
import { containsPattern } from "../../lib/search.ts";
import { type TenantDb, tenantDb } from "../../lib/tenancy.ts";
import type { AuthContext } from "../../plugins/auth.ts";
import { audit } from "../audit/audit.service.ts";
import type { EventBus } from "../events/event-bus.ts";
import { requireOwnSite } from "../sites/site-ref.ts";
import { type AlarmRow, toApiAlarm } from "./alarms.mapper.ts";
import { notifyCriticalAlarm } from "./critical-notifications.ts";

const withSite = { row: alarms, siteName: sites.name };

export type AlarmFilters = {
  status?: "active" | "resolved";
  severity?: TAlarmSeverity;
  siteId?: string;
  q?: string;
  from?: Date;
  to?: Date;
};

function filters(tenant: TenantDb, f: AlarmFilters): SQL {
  const pattern = f.q ? containsPattern(f.q) : null;
  return tenant.scope(
    alarms,
    f.status ? eq(alarms.status, f.status) : undefined,
    f.severity ? eq(alarms.severity, f.severity) : undefined,
    f.siteId ? eq(alarms.siteId, f.siteId) : undefined,
    f.from ? gte(alarms.createdAt, f.from) : undefined,
    f.to ? lt(alarms.createdAt, f.to) : undefined,
    pattern
      ? or(
          ilike(alarms.title, pattern),
          ilike(alarms.description, pattern),
          ilike(alarms.location, pattern),
          // The site name through a subquery: the count then needs no join.
          inArray(
            alarms.siteId,
            tenant.db
              .select({ id: sites.id })
              .from(sites)
              .where(tenant.scope(sites, ilike(sites.name, pattern))),
          ),
        )
      : undefined,
  );
}

/** Alarms with their comments, in one extra query for the whole page. */
async function withComments(tenant: TenantDb, rows: AlarmRow[]) {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.row.id);
  const comments = await tenant.db
    .select()
    .from(alarmComments)
    .where(tenant.scope(alarmComments, inArray(alarmComments.alarmId, ids)))
    .orderBy(asc(alarmComments.createdAt), asc(alarmComments.id));
  return rows.map((r) =>
    toApiAlarm(
      r,
      comments.filter((c) => c.alarmId === r.row.id),
    ),
  );
}

/** Newest first; the (company_id, created_at desc) indexes keep a page fast at a million rows. */
export async function listAlarms({
  auth,
  limit,
  offset,
  ...f
}: AlarmFilters & { auth: AuthContext; limit: number; offset: number }) {
  const { db } = auth.tenant;
  const where = filters(auth.tenant, f);
  const [rows, [total]] = await Promise.all([
    db
      .select(withSite)
      .from(alarms)
      .innerJoin(sites, eq(sites.id, alarms.siteId))
      .where(where)
      .orderBy(desc(alarms.createdAt), desc(alarms.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(alarms).where(where),
  ]);
  return { items: await withComments(auth.tenant, rows), total: total?.n ?? 0 };
}

/** One alarm of the tenant with its comments; 404 otherwise. Also used by the live events. */
export async function readAlarm({ tenant, id }: { tenant: TenantDb; id: string }) {
  await tenant.findById(alarms, id);
  const rows = await tenant.db
    .select(withSite)
    .from(alarms)
    .innerJoin(sites, eq(sites.id, alarms.siteId))
    .where(tenant.scope(alarms, eq(alarms.id, id)));
  const [alarm] = await withComments(tenant, rows);
  if (!alarm) throw notFound();
  return alarm;
}

export async function createAlarm({
  auth,
  events,
  input,
}: {
  auth: AuthContext;
  events: EventBus;
  input: TAlarmCreate;
}) {
  const site = await requireOwnSite(auth.tenant, input.siteId);
  const row = await auth.tenant.db.transaction(async (tx) => {
    const created = await tenantDb(tx, auth.companyId).insert(alarms, {
      ...input,
      status: "active",
      actions: [`Alarme enregistrée par ${auth.user.name}`],
    });
    if (created.severity === "critique") {
      await notifyCriticalAlarm({ tx, companyId: auth.companyId, alarm: created, siteName: site.name });
    }
    await audit(tx, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "create",
      entity: "alarm",
      entityId: created.id,
    });
    return created;
  });
  await events.publishSafely({ companyId: auth.companyId, type: "alarm.created", id: row.id });
  return toApiAlarm({ row, siteName: site.name }, []);
}

import {
  alarmStep,
  MSG_ALARMS,
  mayOnRecord,
  scopeOf,
  type TAlarmCreate,
  type TAlarmSeverity,
  type TLang,
} from "@hts/domain";
import { and, asc, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { alarmComments, alarms, sites } from "../../db/schema.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import type { CompanyCache } from "../../lib/company-cache.ts";
import { forbidden, notFound } from "../../lib/errors.ts";
import type { EventBus } from "../../lib/events/event-bus.ts";
import { COUNT_CAP, cappedCount } from "../../lib/pagination.ts";
import { callerAccess, requireOnRecord, requireScope } from "../../lib/record-access.ts";
import { containsPattern } from "../../lib/search.ts";
import type { TenantDb } from "../../lib/tenancy.ts";
import { requireOwnSite } from "../sites/index.ts";
import { type AlarmRow, alarmRef, type CommentJson, toApiAlarm } from "./alarms.mapper.ts";
import { raiseAlarm } from "./raise-alarm.ts";

const withSite = { row: alarms, siteName: sites.name };

export type AlarmFilters = {
  status?: "active" | "resolved";
  severity?: TAlarmSeverity;
  siteId?: string;
  q?: string;
  from?: Date;
  to?: Date;
  assigned?: "me";
  /** Keyset pagination: only alarms older (created_at, id) than this one of the company. */
  before?: string;
};

/** Rows strictly after the cursor alarm in the list's order (newest first), on the created_at indexes. */
function olderThan(tenant: TenantDb, id: string): SQL {
  const cursor = tenant.db
    .select({ createdAt: alarms.createdAt, id: alarms.id })
    .from(alarms)
    .where(tenant.scope(alarms, eq(alarms.id, id)));
  return sql`(${alarms.createdAt}, ${alarms.id}) < (${cursor})`;
}

function filters(tenant: TenantDb, f: AlarmFilters, reach: SQL | undefined, userId: string): SQL {
  const pattern = f.q ? containsPattern(f.q) : null;
  return tenant.scope(
    alarms,
    reach,
    f.assigned === "me" ? eq(alarms.assignedUserId, userId) : undefined,
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

/**
 * The alarms the caller may read, as a filter (record policy, decision 015): every alarm of the
 * company (undefined), those of the sites they work on plus those assigned to them, or none.
 */
export async function alarmReach(auth: AuthContext): Promise<SQL | undefined> {
  const scope = scopeOf({ role: auth.role, kind: "alarm", action: "read" });
  if (scope === "company") return undefined;
  if (scope === "none") return sql`false`;
  const caller = await callerAccess(auth);
  const own = eq(alarms.assignedUserId, auth.user.id);
  if (scope === "own" || caller.siteIds.length === 0) return own;
  return or(own, inArray(alarms.siteId, caller.siteIds));
}

/** The same for a list route: a role with no alarm at all is refused (403). */
async function readableAlarms(auth: AuthContext): Promise<SQL | undefined> {
  requireScope(auth, "alarm", "read");
  return alarmReach(auth);
}

/**
 * An alarm's comments, oldest first, as a JSON array in the alarm's own row (served by the
 * (alarm_id, created_at) index): a page needs no second query. The outer alias is spelled out.
 */
const commentsOfAlarm = sql<
  CommentJson[]
>`(select coalesce(json_agg(json_build_object('id', c.id, 'authorName', c.author_name, 'text', c.text, 'createdAt', c.created_at) order by c.created_at, c.id), '[]'::json) from alarm_comments c where c.alarm_id = "alarms"."id" and c.company_id = "alarms"."company_id")`;

/** Alarms with their comments, in one extra query for the whole page. */
async function withComments(tenant: TenantDb, rows: AlarmRow[], lang: TLang) {
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
      lang,
    ),
  );
}

/** A list's total as the API sends it: exact up to COUNT_CAP, `capped` beyond. */
export type PageTotal = { total: number; capped: boolean };

/**
 * The total read from the sites' alarm counters (kept on write by triggers, migration 0013) when the
 * list is the whole company's, by status or site at most: a sum over the company's sites instead of
 * counting up to ten thousand index entries on every full page (issue 31: that count was nearly all
 * the CPU of an uncached page). Null when another filter or a narrower reach needs a real count. An
 * uncorrelated subquery: the page's statement computes it once, with no round trip of its own.
 */
function totalFromCounters(tenant: TenantDb, f: AlarmFilters) {
  if (f.q || f.from || f.to || f.severity || f.assigned) return null;
  const counted =
    f.status === "active"
      ? sites.activeAlarmsCount
      : f.status === "resolved"
        ? sql`${sites.alarmsCount} - ${sites.activeAlarmsCount}`
        : sites.alarmsCount;
  return tenant.db
    .select({ n: sql<string>`coalesce(sum(${counted}), 0)` })
    .from(sites)
    .where(tenant.scope(sites, f.siteId ? eq(sites.id, f.siteId) : undefined));
}

const capped = (n: number): PageTotal => ({ total: Math.min(n, COUNT_CAP), capped: n > COUNT_CAP });

/**
 * The control room's pages (the whole company's list, by status and/or severity, no cursor): the same
 * statement as below, built once per database and shape and prepared by name, so that neither the query
 * builder nor PostgreSQL's planner works on each request (issue 31: building and planning cost more than
 * running the page). `false` for any other filter: the general statement.
 */
function hotShape(f: AlarmFilters): string | false {
  if (f.q || f.from || f.to || f.siteId || f.assigned) return false;
  return `${f.status ?? "all"}_${f.severity ? "severity" : "any"}`;
}

function preparePage(db: Db, shape: string) {
  const [status, severity] = shape.split("_");
  const companyId = sql.placeholder("companyId");
  const sum =
    status === "active"
      ? sites.activeAlarmsCount
      : status === "resolved"
        ? sql`${sites.alarmsCount} - ${sites.activeAlarmsCount}`
        : sites.alarmsCount;
  const counters = db
    .select({ n: sql<string>`coalesce(sum(${sum}), 0)` })
    .from(sites)
    .where(eq(sites.companyId, companyId));
  return db
    .select({
      ...withSite,
      comments: commentsOfAlarm,
      // A severity has no counter: its total is counted (below) when the page is full.
      counted: severity === "severity" ? sql<null>`null` : sql<string | null>`(${counters})`,
    })
    .from(alarms)
    .innerJoin(sites, eq(sites.id, alarms.siteId))
    .where(
      and(
        eq(alarms.companyId, companyId),
        status === "all" ? undefined : eq(alarms.status, sql.placeholder("status")),
        severity === "severity" ? eq(alarms.severity, sql.placeholder("severity")) : undefined,
      ),
    )
    .orderBy(desc(alarms.createdAt), desc(alarms.id))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .prepare(`hts_alarm_page_${shape}`);
}

const hotPages = new WeakMap<Db, Map<string, ReturnType<typeof preparePage>>>();

function hotPage(db: Db, shape: string) {
  let byShape = hotPages.get(db);
  if (!byShape) {
    byShape = new Map();
    hotPages.set(db, byShape);
  }
  let page = byShape.get(shape);
  if (!page) {
    page = preparePage(db, shape);
    byShape.set(shape, page);
  }
  return page;
}

/**
 * Newest first; the (company_id, created_at desc) indexes keep a page fast at a million rows. The total
 * is known from the page itself when the page is not full; otherwise it is counted up to COUNT_CAP and
 * kept a few seconds in `totals` (forgotten on any change of the company, decision 055): counting ten
 * thousand index entries cost twenty times the page.
 */
export async function listAlarms({
  auth,
  lang,
  limit,
  offset,
  totals,
  ...f
}: AlarmFilters & {
  auth: AuthContext;
  lang: TLang;
  limit: number;
  offset: number;
  totals?: CompanyCache<PageTotal>;
}) {
  const { db } = auth.tenant;
  const scope = scopeOf({ role: auth.role, kind: "alarm", action: "read" });
  const { before, ...kept } = f;
  // The total counts the filters' whole list, the cursor aside: the same total on every page.
  const reach = await readableAlarms(auth);
  const hot = scope === "company" && !before && hotShape(kept);
  // Built only when used: the prepared pages need neither.
  const where = () => filters(auth.tenant, kept, reach, auth.user.id);
  const counters = () => (scope === "company" ? totalFromCounters(auth.tenant, kept) : null);
  const fromCounters = hot ? null : counters();
  // One statement for the page, its comments and (when the counters give it) its total: one round trip.
  const rows = hot
    ? await hotPage(db, hot).execute({ companyId: auth.companyId, ...kept, limit, offset })
    : await db
        .select({
          ...withSite,
          comments: commentsOfAlarm,
          counted: fromCounters ? sql<string | null>`(${fromCounters})` : sql<null>`null`,
        })
        .from(alarms)
        .innerJoin(sites, eq(sites.id, alarms.siteId))
        .where(before ? and(where(), olderThan(auth.tenant, before)) : where())
        .orderBy(desc(alarms.createdAt), desc(alarms.id))
        .limit(limit)
        .offset(offset);
  const count = async (): Promise<PageTotal> => {
    const n = rows[0]?.counted;
    if (n !== undefined && n !== null) return capped(Number(n));
    const total = fromCounters ?? counters();
    if (!total) return cappedCount(db, alarms, where());
    const [row] = await total;
    return capped(Number(row?.n ?? 0));
  };
  const next = rows.length === limit ? rows.at(-1)?.row.id : undefined;
  let counted: PageTotal;
  if (!before && rows.length < limit && (rows.length > 0 || offset === 0))
    counted = { total: offset + rows.length, capped: false };
  else if (!totals) counted = await count();
  else {
    // The caller's reach is part of the key unless it is the whole company.
    const reader = scope === "company" && !f.assigned ? "company" : auth.user.id;
    const variant = JSON.stringify([reader, f.status, f.severity, f.siteId, f.q, f.from, f.to, f.assigned]);
    counted = await totals.get({ companyId: auth.companyId, variant }, count);
  }
  return {
    items: rows.map(({ row, siteName, comments }) => toApiAlarm({ row, siteName }, comments, lang)),
    ...counted,
    next,
  };
}

/** One alarm of the tenant with its comments; 404 otherwise. Also used by the live events. */
export async function readAlarm({ tenant, id, lang }: { tenant: TenantDb; id: string; lang: TLang }) {
  await tenant.findById(alarms, id);
  const rows = await tenant.db
    .select(withSite)
    .from(alarms)
    .innerJoin(sites, eq(sites.id, alarms.siteId))
    .where(tenant.scope(alarms, eq(alarms.id, id)));
  const [alarm] = await withComments(tenant, rows, lang);
  if (!alarm) throw notFound();
  return alarm;
}

/** The stored alarm, after checking that the caller may do `action` on it (404 or 403 otherwise). */
export async function alarmFor(
  auth: AuthContext,
  id: string,
  action: "read" | "comment" | "assign" | "resolve",
) {
  const row = await auth.tenant.findById(alarms, id);
  await requireOnRecord({ auth, kind: "alarm", action, record: alarmRef(row) });
  return row;
}

export async function createAlarm({
  auth,
  events,
  input,
  lang,
}: {
  auth: AuthContext;
  events: EventBus;
  input: TAlarmCreate;
  lang: TLang;
}) {
  const site = await requireOwnSite(auth.tenant, input.siteId);
  // An agent raises alarms on the sites they work on only (a site they do not see answers 403: the
  // site list they chose from is theirs, so this is a stale or forged request).
  const caller = await callerAccess(auth);
  if (
    !mayOnRecord({ caller, kind: "alarm", action: "create", record: { siteId: site.id, ownerUserIds: [] } })
  ) {
    throw forbidden();
  }
  const now = new Date();
  const row = await auth.tenant.db.transaction((tx) =>
    raiseAlarm({
      tx,
      companyId: auth.companyId,
      site,
      alarm: { ...input, actions: [alarmStep(MSG_ALARMS.raised, { name: auth.user.name }, now)] },
      by: { userId: auth.user.id },
    }),
  );
  await events.publishSafely({ companyId: auth.companyId, type: "alarm.created", id: row.id });
  return toApiAlarm({ row, siteName: site.name }, [], lang);
}

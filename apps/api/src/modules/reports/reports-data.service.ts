import {
  ALARM_SEVERITIES,
  incidentTypeLabel,
  type TAlarmDayCount,
  type TAlarmSeverity,
  type TNamedCount,
  type TReportIncidentDayCount,
  type TReportRange,
} from "@hts/domain";
import { count, eq, gt, gte, inArray, lt, lte, notInArray, sql } from "drizzle-orm";
import { accessLogs, agents, alarms, cameras, securityReports, shifts, sites } from "../../db/schema.ts";
import type { TenantDb } from "../../lib/tenancy.ts";

// The queries behind the statistics and the generated reports: grouped in the database (a year of a
// busy company is a few hundred rows here), scoped to the caller's company and, when given, one site.

export type TScope = { tenant: TenantDb; range: TReportRange; siteId: string | null };

const PARIS_DAY = (column: unknown) =>
  sql<string>`to_char(${column} at time zone 'Europe/Paris', 'YYYY-MM-DD')`;

function alarmWhere({ tenant, range, siteId }: TScope) {
  return tenant.scope(
    alarms,
    gte(alarms.createdAt, new Date(range.start)),
    lt(alarms.createdAt, new Date(range.end)),
    siteId ? eq(alarms.siteId, siteId) : undefined,
  );
}

/** Alarms per local day, severity and status. */
export async function alarmDayCounts(scope: TScope): Promise<TAlarmDayCount[]> {
  const day = PARIS_DAY(alarms.createdAt);
  const rows = await scope.tenant.db
    .select({ day, severity: alarms.severity, status: alarms.status, count: count() })
    .from(alarms)
    .where(alarmWhere(scope))
    .groupBy(day, alarms.severity, alarms.status);
  return rows
    .filter((r) => (ALARM_SEVERITIES as readonly string[]).includes(r.severity))
    .map((r) => ({
      day: r.day,
      severity: r.severity as TAlarmSeverity,
      resolved: r.status === "resolved",
      count: r.count,
    }));
}

/** Sum and number of response times of the period's resolved alarms. */
export async function alarmResponse(scope: TScope) {
  const [row] = await scope.tenant.db
    .select({
      sum: sql<number>`coalesce(sum(${alarms.responseSeconds}), 0)`.mapWith(Number),
      n: count(alarms.responseSeconds),
    })
    .from(alarms)
    .where(alarmWhere(scope));
  return { responseSecondsSum: row?.sum ?? 0, responseCount: row?.n ?? 0 };
}

export async function alarmsBySite(scope: TScope): Promise<TNamedCount[]> {
  const rows = await scope.tenant.db
    .select({ key: alarms.siteId, label: sites.name, count: count() })
    .from(alarms)
    .innerJoin(sites, eq(sites.id, alarms.siteId))
    .where(alarmWhere(scope))
    .groupBy(alarms.siteId, sites.name);
  return rows;
}

export async function alarmsByType(scope: TScope): Promise<TNamedCount[]> {
  const rows = await scope.tenant.db
    .select({ key: alarms.type, count: count() })
    .from(alarms)
    .where(alarmWhere(scope))
    .groupBy(alarms.type);
  return rows.map((r) => ({ ...r, label: incidentTypeLabel(r.key) }));
}

/** Security reports whose period starts in the range, with their incidents' types. */
export async function reportsInRange({ tenant, range, siteId }: TScope) {
  return tenant.db
    .select({
      id: securityReports.id,
      siteId: securityReports.siteId,
      siteName: sites.name,
      periodStart: securityReports.periodStart,
      periodEnd: securityReports.periodEnd,
      status: securityReports.status,
      responsibleName: securityReports.responsibleName,
      interventions: sql<number>`jsonb_array_length(${securityReports.interventions})`.mapWith(Number),
      incidentTypes: sql<
        string[]
      >`(select coalesce(jsonb_agg(e->>'type'), '[]'::jsonb) from jsonb_array_elements(${securityReports.incidents}) e)`,
    })
    .from(securityReports)
    .innerJoin(sites, eq(sites.id, securityReports.siteId))
    .where(
      tenant.scope(
        securityReports,
        gte(securityReports.periodStart, range.startDate),
        lte(securityReports.periodStart, range.endDate),
        siteId ? eq(securityReports.siteId, siteId) : undefined,
      ),
    )
    .orderBy(securityReports.periodStart, securityReports.createdAt);
}

export type TReportInRange = Awaited<ReturnType<typeof reportsInRange>>[number];

/** The reports' incidents as day, site and type counts. */
export function reportIncidentCounts(reports: TReportInRange[]) {
  const days = new Map<string, number>();
  const bySite = new Map<string, TNamedCount>();
  const byType = new Map<string, TNamedCount>();
  for (const r of reports) {
    const n = r.incidentTypes.length;
    if (n === 0) continue;
    days.set(r.periodStart, (days.get(r.periodStart) ?? 0) + n);
    const site = bySite.get(r.siteId) ?? { key: r.siteId, label: r.siteName, count: 0 };
    site.count += n;
    bySite.set(r.siteId, site);
    for (const type of r.incidentTypes) {
      const entry = byType.get(type) ?? { key: type, label: incidentTypeLabel(type), count: 0 };
      entry.count++;
      byType.set(type, entry);
    }
  }
  const dayCounts: TReportIncidentDayCount[] = [...days].map(([day, c]) => ({ day, count: c }));
  return { days: dayCounts, bySite: [...bySite.values()], byType: [...byType.values()] };
}

export async function cameraCounts({ tenant, siteId }: TScope) {
  const [row] = await tenant.db
    .select({ total: count(), online: count(sql`case when ${cameras.status} = 'online' then 1 end`) })
    .from(cameras)
    .where(tenant.scope(cameras, siteId ? eq(cameras.siteId, siteId) : undefined));
  return { online: row?.online ?? 0, total: row?.total ?? 0 };
}

/** Agents Actif with a shift in progress now (decision 007), at the site when one is chosen. */
export async function agentsOnDuty({ tenant, siteId }: TScope, now = new Date()) {
  const onDuty = tenant.db
    .select({ agentId: shifts.agentId })
    .from(shifts)
    .where(
      tenant.scope(
        shifts,
        lte(shifts.startsAt, now),
        gt(shifts.endsAt, now),
        notInArray(shifts.status, ["cancelled", "completed"]),
        siteId ? eq(shifts.siteId, siteId) : undefined,
      ),
    );
  const [row] = await tenant.db
    .select({
      total: count(),
      online: count(sql`case when ${agents.status} = 'Actif' and ${inArray(agents.id, onDuty)} then 1 end`),
    })
    .from(agents)
    .where(tenant.scope(agents));
  return { online: row?.online ?? 0, total: row?.total ?? 0 };
}

export async function activeSites({ tenant, siteId }: TScope) {
  const [row] = await tenant.db
    .select({ n: count() })
    .from(sites)
    .where(tenant.scope(sites, eq(sites.status, "active"), siteId ? eq(sites.id, siteId) : undefined));
  return row?.n ?? 0;
}

/** Shifts starting in the range, by status. */
export async function shiftCounts({ tenant, range, siteId }: TScope) {
  const rows = await tenant.db
    .select({ status: shifts.status, count: count() })
    .from(shifts)
    .where(
      tenant.scope(
        shifts,
        gte(shifts.startsAt, new Date(range.start)),
        lt(shifts.startsAt, new Date(range.end)),
        siteId ? eq(shifts.siteId, siteId) : undefined,
      ),
    )
    .groupBy(shifts.status);
  const of = (status: string) => rows.find((r) => r.status === status)?.count ?? 0;
  return {
    planned: rows.reduce((sum, r) => sum + (r.status === "cancelled" ? 0 : r.count), 0),
    completed: of("completed"),
    cancelled: of("cancelled"),
  };
}

/** Badge presentations in the range (issue 11): all of them, and the refused ones. */
export async function accessCounts({ tenant, range, siteId }: TScope) {
  const [row] = await tenant.db
    .select({ total: count(), refused: count(sql`case when ${accessLogs.status} = 'Refusé' then 1 end`) })
    .from(accessLogs)
    .where(
      tenant.scope(
        accessLogs,
        gte(accessLogs.at, new Date(range.start)),
        lt(accessLogs.at, new Date(range.end)),
        siteId ? eq(accessLogs.siteId, siteId) : undefined,
      ),
    );
  return { attempts: row?.total ?? 0, refused: row?.refused ?? 0 };
}

import { ALARM_TYPE_LABELS, type TAlarmType } from "@hts/domain";
import { and, asc, count, desc, eq, gte, lt, sql } from "drizzle-orm";
import { agents, alarms, cameras, shifts, sites } from "../../db/schema.ts";
import type { TScope } from "./reports-data.service.ts";

// Detail tables of the generated documents. Each is bounded: a document lists at most LIST_LIMIT rows
// and says how many were left out, the totals above it still count everything.

export const LIST_LIMIT = 500;

const parisDateTime = (column: unknown) =>
  sql<string>`to_char(${column} at time zone 'Europe/Paris', 'DD/MM/YYYY HH24:MI')`;

export async function alarmList({ tenant, range, siteId }: TScope) {
  const where = tenant.scope(
    alarms,
    gte(alarms.createdAt, new Date(range.start)),
    lt(alarms.createdAt, new Date(range.end)),
    siteId ? eq(alarms.siteId, siteId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    tenant.db
      .select({
        at: parisDateTime(alarms.createdAt),
        site: sites.name,
        type: alarms.type,
        severity: alarms.severity,
        status: alarms.status,
        title: alarms.title,
        responseSeconds: alarms.responseSeconds,
      })
      .from(alarms)
      .innerJoin(sites, eq(sites.id, alarms.siteId))
      .where(where)
      .orderBy(desc(alarms.createdAt), desc(alarms.id))
      .limit(LIST_LIMIT),
    tenant.db.select({ n: count() }).from(alarms).where(where),
  ]);
  return {
    total: total?.n ?? 0,
    rows: rows.map((r) => ({ ...r, typeLabel: ALARM_TYPE_LABELS[r.type as TAlarmType] ?? r.type })),
  };
}

export async function cameraList({ tenant, siteId }: TScope) {
  const where = tenant.scope(cameras, siteId ? eq(cameras.siteId, siteId) : undefined);
  const [rows, [total]] = await Promise.all([
    tenant.db
      .select({
        name: cameras.name,
        site: sites.name,
        location: cameras.location,
        status: cameras.status,
        lastPing: sql<
          string | null
        >`to_char(${cameras.lastPing} at time zone 'Europe/Paris', 'DD/MM/YYYY HH24:MI')`,
        recording: cameras.recording,
      })
      .from(cameras)
      .innerJoin(sites, eq(sites.id, cameras.siteId))
      .where(where)
      .orderBy(asc(sites.name), asc(cameras.name))
      .limit(LIST_LIMIT),
    tenant.db.select({ n: count() }).from(cameras).where(where),
  ]);
  return { total: total?.n ?? 0, rows };
}

/** Per agent: shifts starting in the range by status, and planned hours (breaks deducted). */
export async function attendanceByAgent({ tenant, range, siteId }: TScope) {
  const hours = sql<number>`coalesce(sum(case when ${shifts.status} <> 'cancelled' then extract(epoch from (${shifts.endsAt} - ${shifts.startsAt})) / 3600.0 - ${shifts.breakMinutes} / 60.0 end), 0)`;
  const rows = await tenant.db
    .select({
      agent: agents.name,
      badge: agents.badge,
      planned: count(sql`case when ${shifts.status} <> 'cancelled' then 1 end`),
      completed: count(sql`case when ${shifts.status} = 'completed' then 1 end`),
      cancelled: count(sql`case when ${shifts.status} = 'cancelled' then 1 end`),
      hours: hours.mapWith(Number),
    })
    .from(shifts)
    .innerJoin(agents, eq(agents.id, shifts.agentId))
    .where(
      and(
        tenant.scope(
          shifts,
          gte(shifts.startsAt, new Date(range.start)),
          lt(shifts.startsAt, new Date(range.end)),
          siteId ? eq(shifts.siteId, siteId) : undefined,
        ),
      ),
    )
    .groupBy(agents.id, agents.name, agents.badge)
    .orderBy(asc(agents.name))
    .limit(LIST_LIMIT);
  return rows;
}

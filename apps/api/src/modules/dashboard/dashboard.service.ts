import { ALARM_STATUS_LABELS, type TAlarmStatusCode, type TDashboard, type TLang } from "@hts/domain";
import { count, desc, eq, isNull, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { alarms, cameras, sites } from "../../db/schema.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { countAgents } from "../agents/index.ts";
import { alarmTexts } from "../alarms/index.ts";
import type { DashboardReach } from "./dashboard-scope.ts";
import { systemStatus } from "./system-status.ts";

// "Today" and "this month" are those of the company's users, in Paris, not the server's UTC.
const startOfToday = sql`date_trunc('day', now(), 'Europe/Paris')`;
const startOfMonth = sql`date_trunc('month', now(), 'Europe/Paris')`;

// A site's last update: its own last change or its latest alarm, whichever is later (the subquery
// reads one entry of the (site_id, created_at desc) index). The outer id is spelled out, see sites.mapper.
const lastUpdateOfSite = sql<string>`greatest("sites"."updated_at", (select max(a.created_at) from alarms a where a.site_id = "sites"."id"))`;

const none = sql<number>`0`;

/**
 * Every counter computed from the data, in a handful of indexed queries, each within the caller's
 * record scope for its kind (`reach`, decision 081): an agent counts his sites, colleagues and alarms,
 * a planner no camera and no alarm.
 */
export async function dashboard({
  app,
  auth,
  lang,
  reach: within,
}: {
  app: FastifyInstance;
  auth: AuthContext;
  lang: TLang;
  reach: DashboardReach;
}): Promise<TDashboard> {
  const { db, scope } = auth.tenant;
  const reach = within.alarms;
  const [[siteCounts], [cameraCounts], [alarmCounts], agents, recent, activeSites] = await Promise.all([
    db
      .select({
        total: count(),
        newThisMonth: count(sql`case when ${sites.createdAt} >= ${startOfMonth} then 1 end`),
      })
      .from(sites)
      .where(scope(sites, within.sites, isNull(sites.archivedAt))),
    // An archived site and its cameras are history, out of the lists and unwatched (decision 017): the
    // cards count what the lists show.
    db
      .select({ total: count(), online: count(sql`case when ${cameras.status} = 'online' then 1 end`) })
      .from(cameras)
      .innerJoin(sites, eq(sites.id, cameras.siteId))
      .where(scope(cameras, within.cameras, isNull(sites.archivedAt))),
    reach
      ? db
          .select({
            today: count(sql`case when ${alarms.createdAt} >= ${startOfToday} then 1 end`),
            criticalToday: count(
              sql`case when ${alarms.createdAt} >= ${startOfToday} and ${alarms.severity} = 'critique' then 1 end`,
            ),
            active: count(sql`case when ${alarms.status} = 'active' then 1 end`),
          })
          .from(alarms)
          // Active alarms of any age, and everything since midnight: both served by the company indexes.
          .where(
            scope(
              alarms,
              reach,
              sql`(${alarms.status} = 'active' or ${alarms.createdAt} >= ${startOfToday})`,
            ),
          )
      : // The whole company's: the active alarms are the sum of the sites' counters (kept by triggers,
        // migration 0013; archived sites included, as the count was), only the day's alarms are read
        // (issue 31: reading every active alarm was most of an uncached dashboard at scale).
        db
          .select({
            today: count(),
            criticalToday: count(sql`case when ${alarms.severity} = 'critique' then 1 end`),
            active: sql<number>`(select coalesce(sum(s.active_alarms_count), 0)::int from sites s where s.company_id = ${auth.companyId})`,
          })
          .from(alarms)
          .where(scope(alarms, sql`${alarms.createdAt} >= ${startOfToday}`)),
    countAgents(db, auth.companyId, new Date(), within.agents),
    db
      .select({ row: alarms, siteName: sites.name })
      .from(alarms)
      .innerJoin(sites, eq(sites.id, alarms.siteId))
      .where(scope(alarms, reach))
      .orderBy(desc(alarms.createdAt), desc(alarms.id))
      .limit(5),
    db
      .select({
        site: sites,
        cameras: within.camerasPerSite
          ? sql<number>`(select count(*)::int from cameras c where c.site_id = "sites"."id")`
          : none,
        accessPoints: within.accessPoints
          ? sql<number>`(select count(*)::int from access_points p where p.site_id = "sites"."id")`
          : none,
        lastUpdate: lastUpdateOfSite,
      })
      .from(sites)
      .where(scope(sites, within.sites, eq(sites.status, "active")))
      .orderBy(desc(lastUpdateOfSite), desc(sites.id))
      .limit(5),
  ]);
  const cams = { online: cameraCounts?.online ?? 0, total: cameraCounts?.total ?? 0 };

  return {
    totalSites: siteCounts?.total ?? 0,
    newSitesThisMonth: siteCounts?.newThisMonth ?? 0,
    activeCameras: cams.online,
    totalCameras: cams.total,
    alertsToday: alarmCounts?.today ?? 0,
    criticalAlerts: alarmCounts?.criticalToday ?? 0,
    activeAlerts: alarmCounts?.active ?? 0,
    onlineAgents: agents.online,
    totalAgents: agents.total,
    recentAlerts: recent.map(({ row, siteName }) => {
      const { title, description } = alarmTexts(row, lang);
      return {
        id: row.id,
        title,
        severity: row.severity as TDashboard["recentAlerts"][number]["severity"],
        description,
        location: row.location,
        time: row.createdAt.toISOString(),
        status: ALARM_STATUS_LABELS[row.status as TAlarmStatusCode],
        siteName,
      };
    }),
    activeSites: activeSites.map((s) => ({
      id: s.site.id,
      name: s.site.name,
      address: s.site.address,
      status: "active" as const,
      cameras: Number(s.cameras),
      accessPoints: Number(s.accessPoints),
      lastUpdate: new Date(s.lastUpdate).toISOString(),
    })),
    systemStatus: await systemStatus(app, cams, lang, auth.user.timezone),
    generatedAt: new Date().toISOString(),
  };
}

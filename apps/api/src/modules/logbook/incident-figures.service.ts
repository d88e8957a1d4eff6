import { ALARM_SEVERITIES, type TIncidentFigures } from "@hts/domain";
import { and, count, desc, eq, gte, lte, ne, sql } from "drizzle-orm";
import { logbookEntries, sites } from "../../db/schema.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { scopeCondition } from "../../lib/record-access.ts";

const DAY = 86_400_000;

/**
 * Incident figures for the reports and assistant screens (issue 23): logbook entries above 'info' in
 * [from, to], per severity, per site and per day (Paris days), within what the caller may read.
 */
export async function incidentFigures({
  auth,
  from,
  to,
  siteId,
}: {
  auth: AuthContext;
  from?: Date;
  to?: Date;
  siteId?: string;
}): Promise<TIncidentFigures> {
  const end = to ?? new Date();
  const start = from ?? new Date(end.getTime() - 30 * DAY);
  const visible = await scopeCondition({
    auth,
    kind: "logbook-entry",
    site: logbookEntries.siteId,
    own: (caller) => eq(logbookEntries.userId, caller.userId),
  });
  const where = auth.tenant.scope(
    logbookEntries,
    visible,
    ne(logbookEntries.severity, "info"),
    gte(logbookEntries.occurredAt, start),
    lte(logbookEntries.occurredAt, end),
    siteId ? eq(logbookEntries.siteId, siteId) : undefined,
  );
  const { db } = auth.tenant;
  const day = sql<string>`to_char(${logbookEntries.occurredAt} at time zone 'Europe/Paris', 'YYYY-MM-DD')`;
  const [bySeverity, bySite, byDay] = await Promise.all([
    db
      .select({ severity: logbookEntries.severity, n: count() })
      .from(logbookEntries)
      .where(where)
      .groupBy(logbookEntries.severity),
    db
      .select({ siteId: logbookEntries.siteId, siteName: sites.name, n: count() })
      .from(logbookEntries)
      .innerJoin(sites, eq(sites.id, logbookEntries.siteId))
      .where(and(where))
      .groupBy(logbookEntries.siteId, sites.name)
      .orderBy(desc(count())),
    db.select({ day, n: count() }).from(logbookEntries).where(where).groupBy(day).orderBy(day),
  ]);
  return {
    from: start.toISOString(),
    to: end.toISOString(),
    total: bySeverity.reduce((n, s) => n + Number(s.n), 0),
    by_severity: ALARM_SEVERITIES.map((severity) => ({
      severity,
      count: Number(bySeverity.find((s) => s.severity === severity)?.n ?? 0),
    })),
    by_site: bySite.map((s) => ({ site_id: s.siteId, site_name: s.siteName, count: Number(s.n) })),
    by_day: byDay.map((d) => ({ day: d.day, count: Number(d.n) })),
  };
}

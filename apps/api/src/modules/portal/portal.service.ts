import { figuresOf, publicAgentName, type TPortalHome, type TPortalService } from "@hts/domain";
import { and, desc, eq, inArray, isNotNull, ne } from "drizzle-orm";
import { alarms, securityReportExports, securityReports } from "../../db/schema.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { notFound } from "../../lib/errors.ts";
import { chosenIds, type PortalScope, portalScope, requirePublished, siteNames } from "./portal-scope.ts";
import { EMPTY, listedShifts, serviceSums } from "./service-figures.sql.ts";

/** The shifts listed under the figures (the most recent first); the figures count them all. */
const LISTED_SHIFTS = 200;

export async function portalHome({
  auth,
  clientId,
}: {
  auth: AuthContext;
  clientId?: string;
}): Promise<TPortalHome> {
  const scope = await portalScope(auth, { clientId });
  return {
    client: { id: scope.client.id, name: scope.client.name },
    sites: scope.sites,
    publication: scope.publication,
  };
}

/**
 * Planned and clocked service of the chosen sites over [from, to] (planning days, the company's days).
 * The database pairs the clock actions and sums them (decision 124): the event loop formats the sums.
 */
export async function portalService({
  auth,
  clientId,
  siteId,
  from,
  to,
  now = new Date(),
}: {
  auth: AuthContext;
  clientId?: string;
  siteId?: string;
  from: string;
  to: string;
  now?: Date;
}): Promise<TPortalService> {
  const scope = await portalScope(auth, { clientId, siteId });
  const { db } = auth.tenant;
  const query = { companyId: auth.companyId, siteIds: chosenIds(scope), from, to, now };
  const [sums, listed] = await Promise.all([serviceSums(db, query), listedShifts(db, query, LISTED_SHIFTS)]);
  const names = siteNames(scope);
  return {
    totals: sums.totals,
    weeks: sums.weeks,
    months: sums.months,
    sites: scope.chosen.map((s) => ({
      siteId: s.id,
      siteName: s.name,
      figures: sums.bySite.get(s.id) ?? figuresOf(EMPTY),
    })),
    shifts: listed.map((r) => ({
      date: r.shift_date,
      siteId: r.site_id,
      siteName: names.get(r.site_id) ?? "",
      post: r.post,
      agent: publicAgentName(r.agent_name),
      startsAt: r.starts_at,
      endsAt: r.ends_at,
      plannedMinutes: r.planned,
      workedMinutes: r.worked,
      late: r.late,
      uncovered: r.uncovered,
    })),
  };
}

export async function portalAlarms({
  auth,
  clientId,
  siteId,
}: {
  auth: AuthContext;
  clientId?: string;
  siteId?: string;
}) {
  const scope = await portalScope(auth, { clientId, siteId });
  requirePublished(scope, "alarms");
  const names = siteNames(scope);
  const rows = await auth.tenant.db
    .select({
      id: alarms.id,
      siteId: alarms.siteId,
      title: alarms.title,
      type: alarms.type,
      severity: alarms.severity,
      status: alarms.status,
      createdAt: alarms.createdAt,
      resolvedAt: alarms.resolvedAt,
    })
    .from(alarms)
    .where(and(eq(alarms.companyId, auth.companyId), inArray(alarms.siteId, chosenIds(scope))))
    .orderBy(desc(alarms.createdAt))
    .limit(200);
  return rows.map((r) => ({
    ...r,
    siteName: names.get(r.siteId) ?? "",
    createdAt: r.createdAt.toISOString(),
    resolvedAt: r.resolvedAt?.toISOString() ?? null,
  }));
}

/** Finalized security reports only (exported ones too): a draft is the company's work in progress. */
export async function portalReports({
  auth,
  clientId,
  siteId,
}: {
  auth: AuthContext;
  clientId?: string;
  siteId?: string;
}) {
  const scope = await portalScope(auth, { clientId, siteId });
  requirePublished(scope, "reports");
  const names = siteNames(scope);
  const rows = await auth.tenant.db
    .select({
      id: securityReports.id,
      siteId: securityReports.siteId,
      periodStart: securityReports.periodStart,
      periodEnd: securityReports.periodEnd,
      finalizedAt: securityReports.finalizedAt,
      pdf: securityReportExports.id,
    })
    .from(securityReports)
    .leftJoin(
      securityReportExports,
      and(eq(securityReportExports.reportId, securityReports.id), eq(securityReportExports.format, "pdf")),
    )
    .where(
      and(
        eq(securityReports.companyId, auth.companyId),
        inArray(securityReports.siteId, chosenIds(scope)),
        ne(securityReports.status, "draft"),
      ),
    )
    .orderBy(desc(securityReports.periodEnd))
    .limit(200);
  return rows.map((r) => ({
    id: r.id,
    siteId: r.siteId,
    siteName: names.get(r.siteId) ?? "",
    periodStart: r.periodStart,
    periodEnd: r.periodEnd,
    finalizedAt: r.finalizedAt?.toISOString() ?? null,
    downloadable: r.pdf !== null,
  }));
}

/** The PDF the company exported of a finalized report of one of the caller's sites; 404 otherwise. */
export async function portalReportPdf({
  auth,
  clientId,
  id,
}: {
  auth: AuthContext;
  clientId?: string;
  id: string;
}) {
  const scope: PortalScope = await portalScope(auth, { clientId });
  requirePublished(scope, "reports");
  const [row] = await auth.tenant.db
    .select({ content: securityReportExports.content, filename: securityReportExports.filename })
    .from(securityReportExports)
    .innerJoin(securityReports, eq(securityReports.id, securityReportExports.reportId))
    .where(
      and(
        eq(securityReports.companyId, auth.companyId),
        eq(securityReports.id, id),
        ne(securityReports.status, "draft"),
        inArray(securityReports.siteId, chosenIds(scope)),
        eq(securityReportExports.format, "pdf"),
        isNotNull(securityReportExports.content),
      ),
    );
  if (!row) throw notFound();
  return { body: Buffer.from(row.content), filename: row.filename, mime: "application/pdf" };
}

import {
  figuresBy,
  isoWeekMonday,
  publicAgentName,
  shiftService,
  sumFigures,
  type TClockEvent,
  type TPortalHome,
  type TPortalService,
} from "@hts/domain";
import { and, desc, eq, gte, inArray, isNotNull, lte, ne } from "drizzle-orm";
import {
  agents,
  alarms,
  attendanceEvents,
  securityReportExports,
  securityReports,
  shifts,
} from "../../db/schema.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { notFound } from "../../lib/errors.ts";
import { chosenIds, type PortalScope, portalScope, requirePublished, siteNames } from "./portal-scope.ts";

/** A clock-in later than the shift's start plus this is late, as the floor counts it (issue 22). */
const LATE_TOLERANCE_MINUTES = 5;
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

/** Planned and clocked service of the chosen sites over [from, to] (planning days). */
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
  const rows = await db
    .select({
      id: shifts.id,
      siteId: shifts.siteId,
      shiftDate: shifts.shiftDate,
      startsAt: shifts.startsAt,
      endsAt: shifts.endsAt,
      post: shifts.post,
      agentName: agents.name,
    })
    .from(shifts)
    .innerJoin(agents, eq(agents.id, shifts.agentId))
    .where(
      and(
        eq(shifts.companyId, auth.companyId),
        inArray(shifts.siteId, chosenIds(scope)),
        ne(shifts.status, "cancelled"),
        gte(shifts.shiftDate, from),
        lte(shifts.shiftDate, to),
      ),
    )
    .orderBy(desc(shifts.startsAt));
  const ids = rows.map((r) => r.id);
  const clocked = ids.length
    ? await db
        .select({
          shiftId: attendanceEvents.shiftId,
          kind: attendanceEvents.kind,
          occurredAt: attendanceEvents.occurredAt,
          reviewStatus: attendanceEvents.reviewStatus,
        })
        .from(attendanceEvents)
        .where(and(eq(attendanceEvents.companyId, auth.companyId), inArray(attendanceEvents.shiftId, ids)))
    : [];
  // A clock action a manager rejected is not time the client is given.
  const all: TClockEvent[] = clocked
    .filter((e) => e.reviewStatus !== "rejected")
    .map((e) => ({ shiftId: e.shiftId, kind: e.kind as TClockEvent["kind"], occurredAt: e.occurredAt }));
  // Each shift reads its own clock actions: handing every shift all of them was shifts × actions
  // (2,800 × 5,600 for a month of 50 sites, most of a second of CPU per request; bench/portal.bench.ts).
  const byShift = new Map<string, TClockEvent[]>();
  for (const e of all) {
    if (!e.shiftId) continue;
    const list = byShift.get(e.shiftId);
    if (list) list.push(e);
    else byShift.set(e.shiftId, [e]);
  }
  const services = new Map(
    rows.map((r) => [
      r.id,
      shiftService({
        shift: r,
        events: byShift.get(r.id) ?? [],
        now,
        lateToleranceMinutes: LATE_TOLERANCE_MINUTES,
      }),
    ]),
  );
  const names = siteNames(scope);
  return {
    totals: sumFigures([...services.values()]),
    weeks: figuresBy(rows, services, isoWeekMonday),
    months: figuresBy(rows, services, (day) => day.slice(0, 7)),
    sites: scope.chosen.map((s) => ({
      siteId: s.id,
      siteName: s.name,
      figures: sumFigures(rows.filter((r) => r.siteId === s.id).flatMap((r) => services.get(r.id) ?? [])),
    })),
    shifts: rows.slice(0, LISTED_SHIFTS).map((r) => {
      const s = services.get(r.id);
      return {
        date: r.shiftDate,
        siteId: r.siteId,
        siteName: names.get(r.siteId) ?? "",
        post: r.post,
        agent: publicAgentName(r.agentName),
        startsAt: r.startsAt.toISOString(),
        endsAt: r.endsAt.toISOString(),
        plannedMinutes: s?.plannedMinutes ?? 0,
        workedMinutes: s?.workedMinutes ?? 0,
        late: s?.late ?? false,
        uncovered: s?.uncovered ?? false,
      };
    }),
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

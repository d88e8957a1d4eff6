import {
  ALARM_SEVERITY_ADJECTIVES,
  countTourOutcomes,
  documentNumber,
  documentPercent,
  MSG_DOC_FILES,
  MSG_MONTHLY_REPORT,
  monthDays,
  renderServerText,
  type TLang,
  type TServiceFigures,
  tourOutcome,
} from "@hts/domain";
import { and, between, inArray } from "drizzle-orm";
import { tourRuns } from "../../db/schema.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { documentPool } from "../../lib/documents/document-pool.ts";
import { portalService } from "./portal.service.ts";
import { portalIncidents } from "./portal-providers.ts";
import { chosenIds, dayInstants, portalScope, siteNames } from "./portal-scope.ts";
import "./portal.documents.ts";

const M = MSG_MONTHLY_REPORT;
const t = (lang: TLang, text: string, params?: Record<string, string>) =>
  renderServerText({ text, ...(params ? { params } : {}) }, lang);

/**
 * The monthly service report of a client (issue 25) as a PDF, made in a worker thread: the service
 * delivered per site (always), tours and incidents as the company publishes them to this client, with
 * the same scope and rules as the portal's screens. A client user gets his sites; a manager previews.
 */
export async function monthlyReportPdf({
  auth,
  clientId,
  month,
  lang,
}: {
  auth: AuthContext;
  clientId?: string;
  month: string;
  lang: TLang;
}) {
  const scope = await portalScope(auth, { clientId });
  const { from, to } = monthDays(month);
  const period = dayInstants({ from, to });
  const service = await portalService({ auth, clientId, from, to });
  // Hours and percentages in the reader's locale: "20,0" and "55 %" in French, "20.0" and "55%" in English.
  const hours = (minutes: number) => documentNumber(minutes / 60, lang);
  const figures = (f: TServiceFigures) => [
    hours(f.plannedMinutes),
    hours(f.workedMinutes),
    f.fulfilment === null ? "—" : documentPercent(f.fulfilment, lang),
    String(f.lateClockIns),
    String(f.uncoveredPosts),
  ];
  const sections = [
    {
      heading: t(lang, M.service),
      headers: [M.site, M.planned, M.worked, M.fulfilment, M.late, M.uncovered].map((x) => t(lang, x)),
      widths: [0.3, 0.13, 0.13, 0.14, 0.15, 0.15],
      rows: [
        ...service.sites.map((s) => [s.siteName, ...figures(s.figures)]),
        ["Total", ...figures(service.totals)],
      ],
      empty: "",
    },
  ];
  const names = siteNames(scope);
  if (scope.publication.tours !== "hidden") {
    const runs = await auth.tenant.db
      .select({
        siteId: tourRuns.siteId,
        status: tourRuns.status,
        startedAt: tourRuns.startedAt,
        finishedAt: tourRuns.finishedAt,
        expectedMinutes: tourRuns.expectedMinutes,
      })
      .from(tourRuns)
      .where(
        auth.tenant.scope(
          tourRuns,
          and(
            inArray(tourRuns.siteId, chosenIds(scope)),
            between(tourRuns.startedAt, period.from, period.to),
          ),
        ),
      );
    const rows = scope.chosen.map((s) => {
      const c = countTourOutcomes(runs.filter((r) => r.siteId === s.id).map(tourOutcome));
      return [s.name, String(c.done), String(c.late), String(c.missed)];
    });
    sections.push({
      heading: t(lang, M.tours),
      headers: [M.site, M.toursDone, M.toursLate, M.toursMissed].map((x) => t(lang, x)),
      widths: [0.4, 0.18, 0.18, 0.24],
      rows,
      empty: "",
    });
  } else
    sections.push({
      heading: t(lang, M.tours),
      headers: [],
      widths: [],
      rows: [],
      empty: t(lang, M.toursHidden),
    });
  if (scope.publication.incidents !== "hidden") {
    const incidents = await portalIncidents({
      auth,
      siteIds: scope.chosen.map((s) => s.id),
      siteNames: names,
      onlyApproved: scope.publication.incidents === "approved",
      period,
    });
    sections.push({
      heading: `${t(lang, M.incidents)} (${incidents.length})`,
      headers: [M.date, M.site, M.incident, M.severity].map((x) => t(lang, x)),
      widths: [0.18, 0.22, 0.45, 0.15],
      rows: incidents.map((i) => [
        renderServerText({ text: "{d}", params: { d: { dateTime: i.at } } }, lang),
        i.siteName,
        i.title,
        i.status ? severityText(lang, i.status) : "—",
      ]),
      empty: t(lang, M.incidentsNone),
    });
  } else
    sections.push({
      heading: t(lang, M.incidents),
      headers: [],
      widths: [],
      rows: [],
      empty: t(lang, M.incidentsHidden),
    });
  const body = await documentPool.render({
    kind: "client-monthly-report-pdf",
    doc: {
      companyName: auth.company.name,
      title: t(lang, M.title, { client: scope.client.name }),
      period: renderServerText({ text: M.period, params: { month: { month } } }, lang),
      sections,
      footer: renderServerText(
        { text: M.footer, params: { at: { dateTime: new Date().toISOString() } } },
        lang,
      ),
    },
  });
  const safe = scope.client.name.replace(/[^\w-]+/g, "_").slice(0, 60);
  return { body, filename: `${t(lang, MSG_DOC_FILES.monthlyReport)}-${safe}-${month}.pdf` };
}

/** Severity words as the alarms name them (translated in the catalogs); the stored code is French. */
function severityText(lang: TLang, code: string) {
  const word = ALARM_SEVERITY_ADJECTIVES[code as keyof typeof ALARM_SEVERITY_ADJECTIVES];
  return word ? t(lang, word) : code;
}

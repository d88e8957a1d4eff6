import {
  ALARM_SEVERITIES,
  INCIDENT_SERIES_LABELS,
  incidentKpis,
  incidentsOverTime,
  MSG_REPORTS,
  mergeCounts,
  percent,
  percentChange,
  previousRange,
  rangeText,
  renderServerText,
  reportRange,
  type TLang,
  type TReportRange,
  type TReportStats,
  type TReportStatsQuery,
  translateText,
} from "@hts/domain";
import { isoToDay } from "@hts/domain/planning/zone-clock";
import { validation } from "../../lib/errors.ts";
import { queryAll } from "../../lib/query-all.ts";
import type { TenantDb } from "../../lib/tenancy.ts";
import { requireOwnSite } from "../sites/index.ts";
import {
  accessCounts,
  activeSites,
  agentsOnDuty,
  alarmDayCounts,
  alarmResponse,
  alarmsBySite,
  alarmsByType,
  cameraCounts,
  reportIncidentCounts,
  reportsInRange,
  shiftCounts,
  type TScope,
} from "./reports-data.service.ts";

/** The range of a request; 422 in French when a custom period lacks valid days. */
export function rangeOf(query: TReportStatsQuery, now: Date): TReportRange {
  const range = reportRange({ ...query, now: now.getTime() });
  if (!range)
    throw validation([{ loc: ["query", "startDate"], msg: MSG_REPORTS.datesRequired, type: "value_error" }]);
  return range;
}

/** Checks a site filter belongs to the caller (422 otherwise, as for any body or query site id). */
export async function siteFilter(tenant: TenantDb, siteId: string | null | undefined) {
  if (!siteId) return null;
  return requireOwnSite(tenant, siteId, { allowArchived: true });
}

/** Key figures and chart series of /dashboard/reports for a period, from the company's data. */
export async function reportStats({
  tenant,
  query,
  now = new Date(),
  lang = "fr",
}: {
  tenant: TenantDb;
  query: TReportStatsQuery;
  now?: Date;
  /** The reader's language for the labels (decision 014), the requester's for a document (issue 29). */
  lang?: TLang;
}): Promise<TReportStats> {
  const range = rangeOf(query, now);
  const site = await siteFilter(tenant, query.siteId);
  const scope: TScope = { tenant, range, siteId: site?.id ?? null };
  const previous: TScope = { ...scope, range: previousRange(range) };
  // The demo seed renders a report on its transaction: queryAll runs the queries in turn there.
  const [
    alarmDays,
    response,
    bySite,
    byType,
    reports,
    cams,
    duty,
    sitesCount,
    shiftsDone,
    prevAlarms,
    prevReports,
    access,
  ] = await queryAll(tenant.db, [
    () => alarmDayCounts(scope),
    () => alarmResponse(scope),
    () => alarmsBySite(scope),
    () => alarmsByType(scope),
    () => reportsInRange(scope),
    () => cameraCounts(scope),
    () => agentsOnDuty(scope, now),
    () => activeSites(scope),
    () => shiftCounts(scope),
    () => alarmDayCounts(previous),
    () => reportsInRange(previous),
    () => accessCounts(scope),
  ]);
  const reported = reportIncidentCounts(reports);
  const kpis = incidentKpis({ alarms: alarmDays, reportIncidents: reported.days, ...response });
  const previousTotal = incidentKpis({
    alarms: prevAlarms,
    reportIncidents: reportIncidentCounts(prevReports).days,
    responseSecondsSum: 0,
    responseCount: 0,
  }).totalIncidents;
  const severityCount = (severity: string) =>
    alarmDays.filter((a) => a.severity === severity).reduce((sum, a) => sum + a.count, 0);

  return {
    range: {
      period: range.period,
      startDate: range.startDate,
      endDate: range.endDate,
      label:
        lang === "fr"
          ? range.label
          : renderServerText(
              rangeText({
                first: isoToDay({ date: range.startDate }) ?? 0,
                last: isoToDay({ date: range.endDate }) ?? 0,
              }),
              lang,
            ),
      granularity: range.granularity,
    },
    siteId: scope.siteId,
    totalIncidents: kpis.totalIncidents,
    resolvedIncidents: kpis.resolvedIncidents,
    avgResponseTime: kpis.avgResponseTime,
    camerasUptime: percent({ part: cams.online, whole: cams.total }),
    accessAttempts: access.attempts,
    unauthorizedAttempts: access.refused,
    activeSecurity: duty.online,
    sitesMonitored: sitesCount,
    resolutionRate: kpis.resolutionRate,
    avgResponseSeconds: kpis.avgResponseSeconds,
    previousTotalIncidents: previousTotal,
    incidentsChange: percentChange({ current: kpis.totalIncidents, previous: previousTotal }),
    camerasOnline: cams.online,
    camerasTotal: cams.total,
    totalAgents: duty.total,
    shiftsPlanned: shiftsDone.planned,
    shiftsCompleted: shiftsDone.completed,
    securityReports: reports.length,
    incidentsOverTime: incidentsOverTime({ range, alarms: alarmDays, reportIncidents: reported.days }),
    incidentsBySeverity: [
      ...ALARM_SEVERITIES.map((s) => ({
        key: s,
        label: translateText(INCIDENT_SERIES_LABELS[s], lang),
        count: severityCount(s),
      })),
      {
        key: "rapport",
        label: translateText(INCIDENT_SERIES_LABELS.rapport, lang),
        count: reported.days.reduce((a, d) => a + d.count, 0),
      },
    ],
    incidentsBySite: mergeCounts([bySite, reported.bySite]),
    // Alarm and incident types are named in the reader's language too (issue 29).
    incidentsByType: mergeCounts([byType, reported.byType]).map((c) => ({
      ...c,
      label: translateText(c.label, lang),
    })),
  };
}

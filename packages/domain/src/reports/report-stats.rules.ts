import {
  ALARM_SEVERITIES,
  ALARM_TYPE_LABELS,
  formatResponseTime,
  type TAlarmSeverity,
} from "../alarms/alarms.rules.ts";
import { dayToIso, isoToDay } from "../planning/zone-clock.ts";
import { SECURITY_INCIDENT_TYPE_LABELS } from "../security-reports/security-reports.rules.ts";
import { bucketStart, rangeBuckets, type TReportRange } from "./report-period.rules.ts";

// Key figures and chart series of the reports screen, from counts the database aggregates (never from
// every row: a year of alarms stays a few hundred grouped rows).
//
// An "incident" is an alarm raised in the period, or an incident listed in a security report whose
// period starts in the period (dated by that start day). A report's incident is written after the
// fact with the measures taken, so it counts as resolved; it has no severity and forms its own series.

/** Alarms of one local day, severity and status. */
export type TAlarmDayCount = { day: string; severity: TAlarmSeverity; resolved: boolean; count: number };
/** Incidents of security reports whose period starts on `day`. */
export type TReportIncidentDayCount = { day: string; count: number };

export const INCIDENT_SERIES = [...ALARM_SEVERITIES, "rapport"] as const;
export type TIncidentSeries = (typeof INCIDENT_SERIES)[number];

export const INCIDENT_SERIES_LABELS: Record<TIncidentSeries, string> = {
  critique: "Critique",
  important: "Important",
  moyen: "Moyen",
  faible: "Faible",
  rapport: "Rapports de sécurité",
};

export type TIncidentBucket = { date: string; label: string; total: number } & Record<
  TIncidentSeries,
  number
>;

/** One point per bucket of the range, every series present (zeros included) so charts need no gaps. */
export function incidentsOverTime({
  range,
  alarms,
  reportIncidents,
}: {
  range: TReportRange;
  alarms: TAlarmDayCount[];
  reportIncidents: TReportIncidentDayCount[];
}): TIncidentBucket[] {
  const buckets = rangeBuckets(range).map((b) => ({
    ...b,
    total: 0,
    critique: 0,
    important: 0,
    moyen: 0,
    faible: 0,
    rapport: 0,
  }));
  const byDate = new Map(buckets.map((b) => [b.date, b]));
  const add = (day: string, series: TIncidentSeries, count: number) => {
    const dayNumber = isoToDay({ date: day });
    if (dayNumber === null) return;
    const key = dayToIso({ day: bucketStart({ day: dayNumber, granularity: range.granularity }) });
    const bucket = byDate.get(key);
    if (!bucket) return;
    bucket[series] += count;
    bucket.total += count;
  };
  for (const a of alarms) add(a.day, a.severity, a.count);
  for (const r of reportIncidents) add(r.day, "rapport", r.count);
  return buckets;
}

export type TNamedCount = { key: string; label: string; count: number };

/** Counts merged by key (the same site or type from alarms and reports), largest first, then by label. */
export function mergeCounts(lists: TNamedCount[][]): TNamedCount[] {
  const merged = new Map<string, TNamedCount>();
  for (const list of lists)
    for (const item of list) {
      const existing = merged.get(item.key);
      if (existing) existing.count += item.count;
      else merged.set(item.key, { ...item });
    }
  return [...merged.values()]
    .filter((item) => item.count > 0)
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, "fr"));
}

/** French label of an incident type, whether it came from an alarm or a security report. */
export function incidentTypeLabel(type: string): string {
  return (
    (ALARM_TYPE_LABELS as Record<string, string>)[type] ??
    (SECURITY_INCIDENT_TYPE_LABELS as Record<string, string>)[type] ??
    type
  );
}

/** Percentage with one decimal, or null when there is nothing to divide by. */
export function percent({ part, whole }: { part: number; whole: number }): number | null {
  if (whole <= 0) return null;
  return Math.round((part / whole) * 1000) / 10;
}

/** Change from the previous period in percent (one decimal); null when the previous one had none. */
export function percentChange({ current, previous }: { current: number; previous: number }): number | null {
  if (previous <= 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

export type TIncidentKpis = {
  totalIncidents: number;
  resolvedIncidents: number;
  resolutionRate: number | null;
  avgResponseSeconds: number | null;
  avgResponseTime: string | null;
};

/** The incident cards: totals from the day counts, the mean response of the resolved alarms. */
export function incidentKpis({
  alarms,
  reportIncidents,
  responseSecondsSum,
  responseCount,
}: {
  alarms: TAlarmDayCount[];
  reportIncidents: TReportIncidentDayCount[];
  responseSecondsSum: number;
  responseCount: number;
}): TIncidentKpis {
  const sum = (list: { count: number }[]) => list.reduce((total, item) => total + item.count, 0);
  const reported = sum(reportIncidents);
  const totalIncidents = sum(alarms) + reported;
  const resolvedIncidents = sum(alarms.filter((a) => a.resolved)) + reported;
  const avgResponseSeconds = responseCount > 0 ? Math.round(responseSecondsSum / responseCount) : null;
  return {
    totalIncidents,
    resolvedIncidents,
    resolutionRate: percent({ part: resolvedIncidents, whole: totalIncidents }),
    avgResponseSeconds,
    avgResponseTime: avgResponseSeconds === null ? null : formatResponseTime(avgResponseSeconds),
  };
}

/** "842 o", "12,4 Ko", "1,2 Mo": sizes as a French file manager shows them. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} o`;
  const units = ["Ko", "Mo", "Go"];
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  const shown = value >= 100 ? Math.round(value).toString() : value.toFixed(1).replace(".", ",");
  return `${shown} ${units[unit]}`;
}

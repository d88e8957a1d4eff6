import {
  ALARM_STATUS_LABELS,
  DOC_LOCALES,
  documentDateTime,
  documentText,
  formatResponseTime,
  INCIDENT_SERIES_LABELS,
  MSG_DOC_REPORT as M,
  MSG_DOC,
  REPORT_TYPE_LABELS,
  SECURITY_REPORT_STATUS_LABELS,
  type TIncidentBucket,
  type TLang,
  type TNamedCount,
  type TReportStats,
  type TReportType,
  type TSecurityReportStatus,
} from "@hts/domain";
import { dayToFrench, isoToDay } from "@hts/domain/planning/zone-clock";
import { statusLabel as cameraStatusLabel } from "../cameras/index.ts";
import type { TScope } from "./reports-data.service.ts";
import { reportsInRange } from "./reports-data.service.ts";
import { alarmList, attendanceByAgent, cameraList, LIST_LIMIT } from "./reports-lists.service.ts";

// What a generated report holds, whatever its format: key figures, the two charts' series and detail
// tables, worded in the language of whoever asked for it (issue 29). Renderers (PDF, Excel) only lay
// it out, with their few own words read in `lang` too.

export type TCell = string | number;
export type TTable = {
  title: string;
  note?: string;
  columns: { title: string; width: number }[];
  rows: TCell[][];
};

export type TReportDoc = {
  /** The language of the file's words: the requester's. */
  lang: TLang;
  title: string;
  companyName: string;
  /** SIRET, NAF, URSSAF lines the company filled in (decision 051). */
  companyLegal: string[];
  periodLabel: string;
  siteLabel: string;
  generatedAt: string;
  kpis: [string, string][];
  charts: { overTime: TIncidentBucket[]; bySite: TNamedCount[]; byType: TNamedCount[] } | null;
  tables: TTable[];
  notes: string[];
};

const frenchDay = (iso: string) => {
  const day = isoToDay({ date: iso });
  return day === null ? iso : dayToFrench({ day });
};
const orDash = (value: TCell | null) => (value === null ? "—" : value);

/**
 * Labels with a capital first letter: a word can be shared with a sentence's middle in a catalog
 * ("Informe de incidentes"), while a heading or a column starts a line.
 */
function capitalized(t: ReturnType<typeof documentText>): ReturnType<typeof documentText> {
  return (text, params) => {
    const out = t(text, params);
    return out.charAt(0).toUpperCase() + out.slice(1);
  };
}

/** "12,5 %" in French and Spanish, "12.5%" in English: the locale's decimal sign and its habit. */
function percent(lang: TLang) {
  const number = new Intl.NumberFormat(DOC_LOCALES[lang], { maximumFractionDigits: 1 });
  return (value: number | null) =>
    value === null ? "—" : `${number.format(value)}${lang === "en" ? "%" : " %"}`;
}

function countTable(t: ReturnType<typeof documentText>, title: string, first: string, counts: TNamedCount[]) {
  return {
    title: t(title),
    columns: [
      { title: t(first), width: 3 },
      { title: t(M.incidents), width: 1 },
    ],
    rows: counts.map((c) => [c.label, c.count]),
  } satisfies TTable;
}

function kpisOf(type: TReportType, s: TReportStats, lang: TLang): [string, string][] {
  const t = capitalized(documentText(lang));
  const pct = percent(lang);
  const incidents: [string, string][] = [
    [t(M.incidents), String(s.totalIncidents)],
    [t(M.resolved), `${s.resolvedIncidents} (${pct(s.resolutionRate)})`],
    [t(M.avgResponse), s.avgResponseTime ?? "—"],
    [
      t(M.change),
      s.incidentsChange === null
        ? t(M.previousIncidents, { n: s.previousTotalIncidents })
        : pct(s.incidentsChange),
    ],
  ];
  const common: [string, string][] = [
    [t(M.sitesMonitored), String(s.sitesMonitored)],
    [t(M.camerasOnline), `${s.camerasOnline} / ${s.camerasTotal} (${pct(s.camerasUptime)})`],
    [t(M.agentsOnDuty), `${s.activeSecurity} / ${s.totalAgents}`],
  ];
  if (type === "attendance")
    return [
      [t(M.shiftsPlanned), String(s.shiftsPlanned)],
      [t(M.shiftsCompleted), String(s.shiftsCompleted)],
      [
        t(M.completionRate),
        pct(s.shiftsPlanned ? Math.round((s.shiftsCompleted / s.shiftsPlanned) * 1000) / 10 : null),
      ],
      ...common,
    ];
  if (type === "cameras") return common;
  if (type === "access")
    return [
      [t(M.accessAttempts), String(s.accessAttempts ?? 0)],
      [t(M.accessRefused), String(s.unauthorizedAttempts ?? 0)],
      ...common,
    ];
  if (type === "security")
    return [...incidents, [t(M.securityReports), String(s.securityReports)], ...common];
  return [...incidents, ...common];
}

/** The content of one report; `progress` is told the share done (0 to 1) between steps. */
export async function buildReportContent({
  scope,
  type,
  stats,
  includeGraphs,
  companyName,
  companyLegal = [],
  siteLabel,
  now,
  lang = "fr",
}: {
  scope: TScope;
  type: TReportType;
  stats: TReportStats;
  includeGraphs: boolean;
  companyName: string;
  companyLegal?: string[];
  siteLabel: string;
  now: Date;
  lang?: TLang;
}): Promise<TReportDoc> {
  const t = capitalized(documentText(lang));
  const truncatedNote = (total: number) =>
    total > LIST_LIMIT ? t(M.truncated, { shown: LIST_LIMIT, total }) : undefined;
  const severityLabel = (code: string) =>
    t(INCIDENT_SERIES_LABELS[code as keyof typeof INCIDENT_SERIES_LABELS] ?? code);
  const tables: TTable[] = [];
  const notes: string[] = [];
  const withIncidents = type === "security" || type === "incidents" || type === "alarms";

  if (withIncidents) {
    tables.push(
      countTable(t, M.bySeverity, M.severity, stats.incidentsBySeverity),
      countTable(t, M.bySite, M.site, stats.incidentsBySite),
      countTable(t, M.byType, M.type, stats.incidentsByType),
    );
  }
  if (type === "security" || type === "incidents") {
    const reports = await reportsInRange(scope);
    tables.push({
      title: t(M.reportsOfPeriod),
      columns: [
        { title: t(M.site), width: 3 },
        { title: t(M.periodLabel), width: 3 },
        { title: t(M.status), width: 2 },
        { title: t(M.incidents), width: 1 },
        { title: t(M.interventions), width: 1 },
        { title: t(M.responsible), width: 2 },
      ],
      rows: reports.map((r) => [
        r.siteName,
        `${frenchDay(r.periodStart)} - ${frenchDay(r.periodEnd)}`,
        t(SECURITY_REPORT_STATUS_LABELS[r.status as TSecurityReportStatus] ?? r.status),
        r.incidentTypes.length,
        r.interventions,
        r.responsibleName,
      ]),
    });
  }
  if (type === "incidents" || type === "alarms") {
    const list = await alarmList(scope);
    tables.push({
      title: t(M.alarmsOfPeriod),
      note: truncatedNote(list.total),
      columns: [
        { title: t(M.date), width: 2 },
        { title: t(M.site), width: 3 },
        { title: t(M.type), width: 2 },
        { title: t(M.severity), width: 2 },
        { title: t(M.status), width: 2 },
        { title: t(M.titleColumn), width: 4 },
        { title: t(M.response), width: 2 },
      ],
      rows: list.rows.map((r) => [
        r.at,
        r.site,
        t(r.typeLabel),
        severityLabel(r.severity),
        t(ALARM_STATUS_LABELS[r.status === "resolved" ? "resolved" : "active"]),
        r.title,
        r.responseSeconds === null ? "—" : formatResponseTime(r.responseSeconds, lang === "fr" ? "j" : "d"),
      ]),
    });
  }
  if (type === "cameras") {
    const list = await cameraList(scope);
    notes.push(t(M.camerasNote));
    tables.push({
      title: t(M.cameras),
      note: truncatedNote(list.total),
      columns: [
        { title: t(M.camera), width: 3 },
        { title: t(M.site), width: 3 },
        { title: t(M.location), width: 3 },
        { title: t(M.state), width: 2 },
        { title: t(M.lastContact), width: 2 },
        { title: t(M.recording), width: 2 },
      ],
      rows: list.rows.map((c) => [
        c.name,
        c.site,
        c.location,
        t(cameraStatusLabel(c.status)),
        orDash(c.lastPing),
        t(c.recording ? MSG_DOC.yes : MSG_DOC.no),
      ]),
    });
  }
  if (type === "attendance") {
    const rows = await attendanceByAgent(scope);
    tables.push({
      title: t(M.attendanceTitle),
      columns: [
        { title: t(M.agent), width: 3 },
        { title: t(M.badge), width: 2 },
        { title: t(M.planned), width: 1 },
        { title: t(M.completed), width: 1 },
        { title: t(M.cancelled), width: 1 },
        { title: t(M.plannedHours), width: 2 },
      ],
      rows: rows.map((r) => [
        r.agent,
        r.badge,
        r.planned,
        r.completed,
        r.cancelled,
        Math.round(r.hours * 100) / 100,
      ]),
    });
  }

  return {
    lang,
    title: t(M.title, { type: t(REPORT_TYPE_LABELS[type]) }),
    companyName,
    companyLegal,
    periodLabel: stats.range.label,
    siteLabel,
    generatedAt: documentDateTime(now, lang),
    kpis: kpisOf(type, stats, lang),
    charts:
      includeGraphs && withIncidents
        ? { overTime: stats.incidentsOverTime, bySite: stats.incidentsBySite, byType: stats.incidentsByType }
        : null,
    tables,
    notes,
  };
}

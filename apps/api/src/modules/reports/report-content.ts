import {
  ALARM_STATUS_LABELS,
  formatResponseTime,
  REPORT_TYPE_LABELS,
  SECURITY_REPORT_STATUS_LABELS,
  type TIncidentBucket,
  type TNamedCount,
  type TReportStats,
  type TReportType,
  type TSecurityReportStatus,
} from "@hts/domain";
import { dayToFrench, isoToDay } from "@hts/domain/planning/zone-clock";
import { statusLabel as cameraStatusLabel } from "../cameras/index.ts";
import { frenchDateTime } from "../security-reports/index.ts";
import type { TScope } from "./reports-data.service.ts";
import { reportsInRange } from "./reports-data.service.ts";
import { alarmList, attendanceByAgent, cameraList, LIST_LIMIT } from "./reports-lists.service.ts";

// What a generated report holds, whatever its format: key figures, the two charts' series and detail
// tables. Renderers (PDF, Excel) only lay it out.

export type TCell = string | number;
export type TTable = {
  title: string;
  note?: string;
  columns: { title: string; width: number }[];
  rows: TCell[][];
};

export type TReportDoc = {
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
const pct = (value: number | null) => (value === null ? "—" : `${String(value).replace(".", ",")} %`);
const truncatedNote = (total: number) =>
  total > LIST_LIMIT ? `${LIST_LIMIT} lignes affichées sur ${total} (les plus récentes).` : undefined;

function countTable(title: string, first: string, counts: TNamedCount[]): TTable {
  return {
    title,
    columns: [
      { title: first, width: 3 },
      { title: "Incidents", width: 1 },
    ],
    rows: counts.map((c) => [c.label, c.count]),
  };
}

function kpisOf(type: TReportType, s: TReportStats): [string, string][] {
  const incidents: [string, string][] = [
    ["Incidents", String(s.totalIncidents)],
    ["Incidents résolus", `${s.resolvedIncidents} (${pct(s.resolutionRate)})`],
    ["Temps de réponse moyen", s.avgResponseTime ?? "—"],
    [
      "Évolution vs période précédente",
      s.incidentsChange === null ? `— (${s.previousTotalIncidents} incident(s))` : pct(s.incidentsChange),
    ],
  ];
  const common: [string, string][] = [
    ["Sites surveillés", String(s.sitesMonitored)],
    ["Caméras en ligne", `${s.camerasOnline} / ${s.camerasTotal} (${pct(s.camerasUptime)})`],
    ["Agents en service", `${s.activeSecurity} / ${s.totalAgents}`],
  ];
  if (type === "attendance")
    return [
      ["Gardes planifiées", String(s.shiftsPlanned)],
      ["Gardes terminées", String(s.shiftsCompleted)],
      [
        "Taux de réalisation",
        pct(s.shiftsPlanned ? Math.round((s.shiftsCompleted / s.shiftsPlanned) * 1000) / 10 : null),
      ],
      ...common,
    ];
  if (type === "cameras") return common;
  if (type === "access")
    return [
      ["Tentatives d'accès", String(s.accessAttempts ?? 0)],
      ["Accès refusés", String(s.unauthorizedAttempts ?? 0)],
      ...common,
    ];
  if (type === "security")
    return [...incidents, ["Rapports de sécurité", String(s.securityReports)], ...common];
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
}: {
  scope: TScope;
  type: TReportType;
  stats: TReportStats;
  includeGraphs: boolean;
  companyName: string;
  companyLegal?: string[];
  siteLabel: string;
  now: Date;
}): Promise<TReportDoc> {
  const tables: TTable[] = [];
  const notes: string[] = [];
  const withIncidents = type === "security" || type === "incidents" || type === "alarms";

  if (withIncidents) {
    tables.push(
      countTable("Incidents par gravité", "Gravité", stats.incidentsBySeverity),
      countTable("Incidents par site", "Site", stats.incidentsBySite),
      countTable("Incidents par type", "Type", stats.incidentsByType),
    );
  }
  if (type === "security" || type === "incidents") {
    const reports = await reportsInRange(scope);
    tables.push({
      title: "Rapports de sécurité de la période",
      columns: [
        { title: "Site", width: 3 },
        { title: "Période", width: 3 },
        { title: "Statut", width: 2 },
        { title: "Incidents", width: 1 },
        { title: "Interventions", width: 1 },
        { title: "Responsable", width: 2 },
      ],
      rows: reports.map((r) => [
        r.siteName,
        `${frenchDay(r.periodStart)} - ${frenchDay(r.periodEnd)}`,
        SECURITY_REPORT_STATUS_LABELS[r.status as TSecurityReportStatus] ?? r.status,
        r.incidentTypes.length,
        r.interventions,
        r.responsibleName,
      ]),
    });
  }
  if (type === "incidents" || type === "alarms") {
    const list = await alarmList(scope);
    tables.push({
      title: "Alarmes de la période",
      note: truncatedNote(list.total),
      columns: [
        { title: "Date", width: 2 },
        { title: "Site", width: 3 },
        { title: "Type", width: 2 },
        { title: "Gravité", width: 2 },
        { title: "Statut", width: 2 },
        { title: "Titre", width: 4 },
        { title: "Réponse", width: 2 },
      ],
      rows: list.rows.map((r) => [
        r.at,
        r.site,
        r.typeLabel,
        r.severity,
        ALARM_STATUS_LABELS[r.status === "resolved" ? "resolved" : "active"],
        r.title,
        r.responseSeconds === null ? "—" : formatResponseTime(r.responseSeconds),
      ]),
    });
  }
  if (type === "cameras") {
    const list = await cameraList(scope);
    notes.push("Disponibilité mesurée par la supervision des caméras : état au moment de la génération.");
    tables.push({
      title: "Caméras",
      note: truncatedNote(list.total),
      columns: [
        { title: "Caméra", width: 3 },
        { title: "Site", width: 3 },
        { title: "Emplacement", width: 3 },
        { title: "État", width: 2 },
        { title: "Dernier contact", width: 2 },
        { title: "Enregistrement", width: 2 },
      ],
      rows: list.rows.map((c) => [
        c.name,
        c.site,
        c.location,
        cameraStatusLabel(c.status),
        orDash(c.lastPing),
        c.recording ? "Oui" : "Non",
      ]),
    });
  }
  if (type === "attendance") {
    const rows = await attendanceByAgent(scope);
    tables.push({
      title: "Présence par agent (gardes commençant dans la période)",
      columns: [
        { title: "Agent", width: 3 },
        { title: "Matricule", width: 2 },
        { title: "Planifiées", width: 1 },
        { title: "Terminées", width: 1 },
        { title: "Annulées", width: 1 },
        { title: "Heures prévues", width: 2 },
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
    title: `Rapport ${REPORT_TYPE_LABELS[type]}`,
    companyName,
    companyLegal,
    periodLabel: stats.range.label,
    siteLabel,
    generatedAt: frenchDateTime(now),
    kpis: kpisOf(type, stats),
    charts:
      includeGraphs && withIncidents
        ? { overTime: stats.incidentsOverTime, bySite: stats.incidentsBySite, byType: stats.incidentsByType }
        : null,
    tables,
    notes,
  };
}

import { z } from "zod";
import { zDay } from "../common/common.schemas.ts";
import { MSG_OPS } from "../common/messages.ts";
import { REPORT_PERIODS } from "./report-period.rules.ts";

// Reports and analyses (/dashboard/reports): the generate dialog's request (spec: type, format,
// startDate, endDate, includeGraphs), the jobs listed as "recent reports", and the key figures and
// chart series of the screen.

export const REPORT_TYPES = ["security", "incidents", "attendance", "access", "cameras", "alarms"] as const;
export type TReportType = (typeof REPORT_TYPES)[number];

export const REPORT_TYPE_LABELS: Record<TReportType, string> = {
  security: "Sécurité",
  incidents: "Incidents",
  attendance: "Présence des agents",
  access: "Contrôle d'accès",
  cameras: "Caméras",
  alarms: "Alarmes",
};

export const REPORT_FORMATS = ["pdf", "excel"] as const;
export type TReportFormat = (typeof REPORT_FORMATS)[number];

export const REPORT_JOB_STATUSES = ["queued", "running", "done", "failed"] as const;
export type TReportJobStatus = (typeof REPORT_JOB_STATUSES)[number];

export const REPORT_JOB_STATUS_LABELS: Record<TReportJobStatus, string> = {
  queued: "En attente",
  running: "En cours",
  done: "Terminé",
  failed: "Échec",
};

export const MSG_REPORTS = {
  typeInvalid: "Type de rapport inconnu",
  formatInvalid: "Format inconnu : pdf ou excel",
  periodInvalid: "Période inconnue",
  datesRequired: "Veuillez indiquer les dates de début et de fin",
  dateRangeInvalid: MSG_OPS.dateRangeInvalid,
  rangeTooLong: "La période ne peut pas dépasser 366 jours",
  generating: "Rapport en cours de génération",
  generatingDetail: "Vous serez averti quand il sera prêt",
  generationFailed: "Impossible de générer le rapport",
  notReady: "Le rapport n'est pas encore prêt",
  interrupted: "Génération interrompue par un redémarrage du serveur",
  noAccessData:
    "Aucune donnée de contrôle d'accès n'est encore enregistrée : le module de badges n'alimente pas encore les rapports.",
} as const;

const zReportDay = zDay("Date invalide");

const rangeFields = {
  period: z.enum(REPORT_PERIODS, { error: MSG_REPORTS.periodInvalid }).default("month"),
  /** Both days or neither; with both, they win over the period preset. Required for "custom". */
  startDate: zReportDay.nullish(),
  endDate: zReportDay.nullish(),
  /** One site, or every site of the company when absent. */
  siteId: z.uuid().nullish(),
};

type TRangeInput = { period: string; startDate?: string | null; endDate?: string | null };

function checkRange(value: TRangeInput, ctx: z.RefinementCtx) {
  const { startDate, endDate } = value;
  if ((value.period === "custom" || startDate || endDate) && (!startDate || !endDate)) {
    ctx.addIssue({
      code: "custom",
      message: MSG_REPORTS.datesRequired,
      path: [startDate ? "endDate" : "startDate"],
    });
    return;
  }
  if (startDate && endDate) {
    if (startDate > endDate)
      ctx.addIssue({ code: "custom", message: MSG_REPORTS.dateRangeInvalid, path: ["startDate"] });
    else if ((Date.parse(endDate) - Date.parse(startDate)) / 86_400_000 > 366)
      ctx.addIssue({ code: "custom", message: MSG_REPORTS.rangeTooLong, path: ["endDate"] });
  }
}

export const ZReportCreate = z
  .object({
    type: z.enum(REPORT_TYPES, { error: MSG_REPORTS.typeInvalid }),
    format: z.enum(REPORT_FORMATS, { error: MSG_REPORTS.formatInvalid }),
    ...rangeFields,
    includeGraphs: z.boolean().default(true),
  })
  .superRefine(checkRange);
export type TReportCreate = z.output<typeof ZReportCreate>;
export type TReportCreateInput = z.input<typeof ZReportCreate>;

export const ZReportStatsQuery = z.object(rangeFields).superRefine(checkRange);
export type TReportStatsQuery = z.output<typeof ZReportStatsQuery>;

/** A generation job: what the "recent reports" list shows (id, title, type, period, site, size, status, generatedDate). */
export const ZReportJob = z.object({
  id: z.string(),
  title: z.string(),
  type: z.enum(REPORT_TYPES),
  format: z.enum(REPORT_FORMATS),
  /** "Janvier 2026", "Semaine du 12/01/2026 au 18/01/2026". */
  period: z.string(),
  periodKind: z.enum(REPORT_PERIODS),
  startDate: z.string(),
  endDate: z.string(),
  siteId: z.string().nullable(),
  /** The site's name, or "Tous les sites". */
  site: z.string(),
  includeGraphs: z.boolean(),
  status: z.enum(REPORT_JOB_STATUSES),
  /** 0 to 100. */
  progress: z.number().int(),
  /** "1,2 Mo"; null until done. */
  size: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  /** When the file was produced (ISO 8601); null until done. */
  generatedDate: z.string().nullable(),
  createdAt: z.string(),
  createdByName: z.string(),
  /** French reason when failed. */
  error: z.string().nullable(),
  filename: z.string(),
  /** GET with the bearer token to download; null until done. */
  url: z.string().nullable(),
});
export type TReportJob = z.infer<typeof ZReportJob>;

const ZCount = z.object({ key: z.string(), label: z.string(), count: z.number().int() });

export const ZIncidentBucket = z.object({
  /** First day of the bucket, "YYYY-MM-DD". */
  date: z.string(),
  label: z.string(),
  total: z.number().int(),
  // One series per alarm severity, and the incidents of security reports (see INCIDENT_SERIES).
  critique: z.number().int(),
  important: z.number().int(),
  moyen: z.number().int(),
  faible: z.number().int(),
  rapport: z.number().int(),
});

export const ZReportStats = z.object({
  range: z.object({
    period: z.enum(REPORT_PERIODS),
    startDate: z.string(),
    endDate: z.string(),
    label: z.string(),
    granularity: z.enum(["day", "week", "month"]),
  }),
  siteId: z.string().nullable(),
  // The spec's report stats.
  totalIncidents: z.number().int(),
  resolvedIncidents: z.number().int(),
  /** "12 min"; null when no alarm of the period was resolved. */
  avgResponseTime: z.string().nullable(),
  /** Cameras online now, in percent (one decimal); null without cameras. */
  camerasUptime: z.number().nullable(),
  /** Access control has no data yet: null, never an invented figure. */
  accessAttempts: z.number().int().nullable(),
  unauthorizedAttempts: z.number().int().nullable(),
  /** Agents on duty now (Actif with a shift in progress). */
  activeSecurity: z.number().int(),
  /** Active sites (or 1 when one site is chosen). */
  sitesMonitored: z.number().int(),
  // Details for the cards.
  resolutionRate: z.number().nullable(),
  avgResponseSeconds: z.number().int().nullable(),
  previousTotalIncidents: z.number().int(),
  /** Incidents versus the previous period of the same length, percent; null when it had none. */
  incidentsChange: z.number().nullable(),
  camerasOnline: z.number().int(),
  camerasTotal: z.number().int(),
  totalAgents: z.number().int(),
  shiftsPlanned: z.number().int(),
  shiftsCompleted: z.number().int(),
  securityReports: z.number().int(),
  // Charts.
  incidentsOverTime: z.array(ZIncidentBucket),
  incidentsBySeverity: z.array(ZCount),
  incidentsBySite: z.array(ZCount),
  incidentsByType: z.array(ZCount),
});
export type TReportStats = z.infer<typeof ZReportStats>;

import { z } from "zod";
import { zDay, zOptionalText } from "../common/common.schemas.ts";
import { MSG_OPS } from "../common/messages.ts";
import {
  normalizeIncidentType,
  SECURITY_INCIDENT_TYPES,
  SECURITY_REPORT_FORMATS,
  SECURITY_REPORT_STATUSES,
  SIGNATURE_MAX_BYTES,
  signatureError,
} from "./security-reports.rules.ts";

// Site security reports (spec part 2, sections 3, 5 and 7). Field names are the spec's, camelCase.
// Dates of the period are local days "YYYY-MM-DD" (the form's date inputs).

export const MSG_SECURITY_REPORTS = {
  siteRequired: "Veuillez sélectionner un site",
  periodStartRequired: "Veuillez indiquer la date de début de la période",
  periodEndRequired: "Veuillez indiquer la date de fin de la période",
  periodOrder: MSG_OPS.dateRangeInvalid,
  incidentDescriptionRequired: "Veuillez remplir la description de l'incident",
  interventionDescriptionRequired: "Veuillez remplir la description de l'intervention",
  incidentTypeInvalid: "Type d'incident inconnu",
  geolocationInvalid: "Géolocalisation invalide : « latitude, longitude » attendu",
  timeInvalid: "Heure invalide : HH:mm attendu",
  signatureNotPng: "Signature invalide : une image PNG (data:image/png;base64) est attendue",
  signatureTooLarge: `Signature trop volumineuse : ${SIGNATURE_MAX_BYTES / 1000} Ko au plus`,
  tooManyItems: "Trop d'éléments : 1000 au plus",
  locked: "Ce rapport est finalisé : il ne peut plus être modifié",
  alreadyFinalized: "Ce rapport est déjà finalisé",
  exportNeedsFinalized:
    "Finalisez le rapport avant de l'exporter : seul un rapport finalisé peut être exporté",
  notExportedYet: "Ce rapport n'a pas encore été exporté dans ce format",
  created: "Rapport créé",
  exportFailed: "Impossible d'exporter le rapport",
} as const;

/** Toast text of a successful export, by format (the answer's `message`). */
export const EXPORT_MESSAGES = {
  pdf: "Rapport exporté en PDF",
  docx: "Rapport exporté en Word",
  xlsx: "Rapport exporté en Excel",
} as const;

export const ZSecurityIncidentType = z.preprocess(
  (value) => (typeof value === "string" ? normalizeIncidentType(value) : value),
  z.enum(SECURITY_INCIDENT_TYPES, { error: MSG_SECURITY_REPORTS.incidentTypeInvalid }),
);
export const ZSecurityReportStatus = z.enum(SECURITY_REPORT_STATUSES);
export const ZSecurityReportFormat = z.enum(SECURITY_REPORT_FORMATS);
export type TSecurityReportFormat = z.infer<typeof ZSecurityReportFormat>;

const zReportDay = (required: string) =>
  zDay((issue) => (issue.input === undefined || issue.input === "" ? required : "Date invalide"));

const zLongText = zOptionalText(10_000);

export const ZSecurityIncident = z.object({
  type: ZSecurityIncidentType.default("autre"),
  description: z
    .string({ error: MSG_SECURITY_REPORTS.incidentDescriptionRequired })
    .trim()
    .min(1, { error: MSG_SECURITY_REPORTS.incidentDescriptionRequired })
    .max(5000),
  measuresTaken: zOptionalText(5000),
});
export type TSecurityIncident = z.output<typeof ZSecurityIncident>;

/** "HH:mm", or a datetime-local value "YYYY-MM-DDTHH:mm"; empty means not given. */
const zTime = z
  .string()
  .trim()
  .regex(/^$|^(\d{4}-\d{2}-\d{2}T)?([01]\d|2[0-3]):[0-5]\d$/, { error: MSG_SECURITY_REPORTS.timeInvalid })
  .nullish()
  .transform((value) => (value ? value : null));

export const ZSecurityIntervention = z.object({
  description: z
    .string({ error: MSG_SECURITY_REPORTS.interventionDescriptionRequired })
    .trim()
    .min(1, { error: MSG_SECURITY_REPORTS.interventionDescriptionRequired })
    .max(5000),
  agentName: zOptionalText(200),
  time: zTime,
});
export type TSecurityIntervention = z.output<typeof ZSecurityIntervention>;

/** "48.8566, 2.3522": the read-only field filled from the device; empty when the position was refused. */
const zGeolocation = z
  .string()
  .trim()
  .max(100)
  .refine(
    (value) => {
      if (value === "") return true;
      const match = /^(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)$/.exec(value);
      return !!match && Math.abs(Number(match[1])) <= 90 && Math.abs(Number(match[2])) <= 180;
    },
    { error: MSG_SECURITY_REPORTS.geolocationInvalid },
  )
  .nullish()
  .transform((value) => (value ? value : null));

/** A drawn signature: a PNG data URL, checked down to its magic bytes. Empty means "not drawn". */
const zSignature = z
  .string()
  .nullish()
  .superRefine((value, ctx) => {
    if (!value) return;
    const problem = signatureError(value);
    if (problem)
      ctx.addIssue({
        code: "custom",
        message:
          problem === "too_large"
            ? MSG_SECURITY_REPORTS.signatureTooLarge
            : MSG_SECURITY_REPORTS.signatureNotPng,
      });
  })
  .transform((value) => (value ? value : null));

const items = <T extends z.ZodType>(item: T) =>
  z.array(item).max(1000, { error: MSG_SECURITY_REPORTS.tooManyItems });

const contentFields = {
  siteId: z.uuid({ error: MSG_SECURITY_REPORTS.siteRequired }),
  periodStart: zReportDay(MSG_SECURITY_REPORTS.periodStartRequired),
  periodEnd: zReportDay(MSG_SECURITY_REPORTS.periodEndRequired),
  geolocation: zGeolocation,
  incidents: items(ZSecurityIncident).default([]),
  interventions: items(ZSecurityIntervention).default([]),
  repairs: zLongText,
  improvements: zLongText,
  observations: zLongText,
  comments: zLongText,
  /** Defaults to the signed-in user's name (spec section 6). */
  responsibleName: zOptionalText(200),
  responsibleSignature: zSignature,
};

const periodInOrder = (value: { periodStart?: string; periodEnd?: string }) =>
  !value.periodStart || !value.periodEnd || value.periodStart <= value.periodEnd;
const periodIssue = { error: MSG_SECURITY_REPORTS.periodOrder, path: ["periodEnd"] };

/**
 * Creation body: the form plus responsibleSignature. Keys the form also sends (siteName,
 * totalIncidents, status...) are accepted and ignored: the server derives them.
 */
export const ZSecurityReportCreate = z.object(contentFields).refine(periodInOrder, periodIssue);
export type TSecurityReportCreate = z.output<typeof ZSecurityReportCreate>;
export type TSecurityReportCreateInput = z.input<typeof ZSecurityReportCreate>;

/** PATCH body (drafts only): any subset of the content; a list sent replaces the whole list. */
export const ZSecurityReportUpdate = z
  .object({
    siteId: contentFields.siteId.optional(),
    periodStart: contentFields.periodStart.optional(),
    periodEnd: contentFields.periodEnd.optional(),
    geolocation: zGeolocation.optional(),
    incidents: items(ZSecurityIncident).optional(),
    interventions: items(ZSecurityIntervention).optional(),
    repairs: zLongText.optional(),
    improvements: zLongText.optional(),
    observations: zLongText.optional(),
    comments: zLongText.optional(),
    responsibleName: zOptionalText(200).optional(),
    responsibleSignature: zSignature.optional(),
  })
  .refine(periodInOrder, periodIssue);
export type TSecurityReportUpdate = z.output<typeof ZSecurityReportUpdate>;

export const ZSecurityReportsQuery = z
  .object({
    status: ZSecurityReportStatus.optional(),
    siteId: z.uuid().optional(),
    /** Reports whose period ends on or after this day. */
    from: zDay().optional(),
    /** Reports whose period starts on or before this day. */
    to: zDay().optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: MSG_OPS.dateRangeInvalid, path: ["from"] });

export const ZSecurityReportExportQuery = z.object({ format: ZSecurityReportFormat });
export const ZSecurityReportFileParams = z.object({ id: z.string(), format: ZSecurityReportFormat });

export const ZSecurityReportExportInfo = z.object({
  format: ZSecurityReportFormat,
  filename: z.string(),
  size: z.number().int(),
  /** SHA-256 (hex) of the file's bytes, as stored and downloaded. */
  sha256: z.string(),
  exportedAt: z.string(),
  exportedByName: z.string(),
  url: z.string(),
});
export type TSecurityReportExportInfo = z.infer<typeof ZSecurityReportExportInfo>;

export const ZSecurityReport = z.object({
  id: z.string(),
  siteId: z.string(),
  siteName: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  geolocation: z.string().nullable(),
  /** Always incidents.length, kept for the spec's clients. */
  totalIncidents: z.number().int(),
  incidents: z.array(
    z.object({
      type: z.enum(SECURITY_INCIDENT_TYPES),
      description: z.string(),
      measuresTaken: z.string().nullable(),
    }),
  ),
  interventions: z.array(
    z.object({ description: z.string(), agentName: z.string().nullable(), time: z.string().nullable() }),
  ),
  repairs: z.string().nullable(),
  improvements: z.string().nullable(),
  observations: z.string().nullable(),
  comments: z.string().nullable(),
  responsibleName: z.string(),
  /** PNG data URL. Lists send null to stay light: see hasSignature, and GET /:id for the image. */
  responsibleSignature: z.string().nullable(),
  hasSignature: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  generatedByName: z.string(),
  /** Stored photos shown in the report (`/api/media/:id`), embedded in its PDF (issue 23). */
  photoIds: z.array(z.string()),
  /** The shift whose daily activity report this is, when generated at its end (issue 23). */
  shiftId: z.string().nullable(),
  /** The author's account (the record policy's owner: decision 015); null once the account is gone. */
  createdById: z.string().nullable(),
  status: ZSecurityReportStatus,
  finalizedAt: z.string().nullable(),
  finalizedByName: z.string().nullable(),
  /** SHA-256 (hex) of the canonical JSON of the content, recorded at finalization. */
  contentHash: z.string().nullable(),
  exports: z.array(ZSecurityReportExportInfo),
});
export type TSecurityReport = z.infer<typeof ZSecurityReport>;

export const ZSecurityReportExportResult = z.object({
  /** The toast text: "Rapport exporté en PDF". */
  message: z.string(),
  /** GET this (with the bearer token) to download the file. */
  url: z.string(),
  filename: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  format: ZSecurityReportFormat,
  report: ZSecurityReport,
});
export type TSecurityReportExportResult = z.infer<typeof ZSecurityReportExportResult>;

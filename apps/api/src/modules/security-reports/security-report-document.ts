import {
  documentDateTime,
  documentText,
  legalLines,
  MSG_DOC,
  MSG_DOC_SECURITY,
  SECURITY_INCIDENT_TYPE_LABELS,
  SECURITY_REPORT_STATUS_LABELS,
  type TLang,
  type TSecurityIncidentType,
  type TSecurityReport,
} from "@hts/domain";
import { dayToFrench, isoToDay } from "@hts/domain/planning/zone-clock";
import type { companies } from "../../db/schema.ts";
import { companyLegalOf } from "../settings/index.ts";
import type { TDocPhoto } from "./security-report-pdf-photos.ts";

// What the three exports show, prepared once: labels in the language of whoever exports (issue 29),
// dates as day/month/year (Paris time), the signature decoded to PNG bytes. Renderers only lay it out,
// with the few words of their own (headings, footers) read in `lang` too.

export type TDocImage = { png: Buffer; width: number; height: number };

export type TSecurityReportDocument = {
  id: string;
  /** The language of the file's words: the exporter's. */
  lang: TLang;
  company: { name: string; address: string | null; phone: string | null; email: string; legal: string[] };
  siteName: string;
  /** "Du 01/03/2026 au 07/03/2026". */
  period: string;
  /** Label and value, in reading order. */
  fields: [string, string][];
  incidents: { type: string; description: string; measuresTaken: string }[];
  interventions: { description: string; agentName: string; time: string }[];
  /** Repairs, improvements, observations, comments: title and text ("Néant" when empty). */
  sections: { title: string; text: string }[];
  responsibleName: string;
  signature: TDocImage | null;
  contentHash: string | null;
  /** "08/03/2026 à 10:05". */
  generatedAt: string;
  /** The report's stored photos (issue 23): the three formats embed the JPEG and PNG ones, note the others. */
  photos: TDocPhoto[];
};

const frenchDay = (iso: string) => {
  const day = isoToDay({ date: iso });
  return day === null ? iso : dayToFrench({ day });
};

/** "13/11/2026 à 14:05", Paris time; "13/11/2026 at 14:05" in English. */
export const frenchDateTime = (at: Date | string, lang: TLang = "fr"): string => documentDateTime(at, lang);

/** "2026-03-08T22:15" from a datetime-local input reads "08/03/2026 22:15"; "22:15" stays. */
function frenchTime(time: string | null): string {
  if (!time) return "";
  const [date, clock] = time.includes("T") ? time.split("T") : [null, time];
  return date ? `${frenchDay(date)} ${clock}` : (clock ?? "");
}

/** The pixel size written in a PNG's IHDR chunk (bytes 16 to 23), to keep the signature's ratio. */
export function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

function signatureImage(dataUrl: string | null): TDocImage | null {
  if (!dataUrl) return null;
  const png = Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
  if (png.length < 24) return null;
  return { png, ...pngSize(png) };
}

export function securityReportDocument({
  report,
  company,
  now,
  photos = [],
  lang = "fr",
}: {
  report: TSecurityReport;
  company: typeof companies.$inferSelect;
  now: Date;
  photos?: TDocPhoto[];
  lang?: TLang;
}): TSecurityReportDocument {
  const t = documentText(lang);
  const M = MSG_DOC_SECURITY;
  const none = t(MSG_DOC.none);
  const period = t(M.period, { from: frenchDay(report.periodStart), to: frenchDay(report.periodEnd) });
  const fields: [string, string][] = [
    [t(M.site), report.siteName],
    [t(M.periodLabel), period],
    [t(M.geolocation), report.geolocation ?? t(M.notGiven)],
    [t(M.incidentCount), String(report.totalIncidents)],
    [t(M.interventionCount), String(report.interventions.length)],
    ...(report.photoIds.length > 0
      ? [[t(M.photos), String(report.photoIds.length)] as [string, string]]
      : []),
    [t(M.responsible), report.responsibleName],
    [t(M.writtenBy), report.generatedByName],
    [t(M.createdOn), frenchDateTime(report.createdAt, lang)],
    // The file is the finalized report: exporting it again does not make its content "exported".
    [t(M.status), t(SECURITY_REPORT_STATUS_LABELS[report.status === "draft" ? "draft" : "finalized"])],
  ];
  if (report.finalizedAt)
    fields.push([
      t(M.finalizedOn),
      t(M.finalizedAtBy, {
        at: frenchDateTime(report.finalizedAt, lang),
        name: report.finalizedByName ?? "",
      }),
    ]);
  return {
    id: report.id,
    lang,
    company: {
      name: company.name,
      address: company.address,
      phone: company.phone,
      email: company.email,
      // SIRET, NAF, URSSAF when the company filled them in (decision 051).
      legal: legalLines(companyLegalOf(company)),
    },
    siteName: report.siteName,
    period,
    fields,
    incidents: report.incidents.map((i) => ({
      type: t(SECURITY_INCIDENT_TYPE_LABELS[i.type as TSecurityIncidentType] ?? i.type),
      description: i.description,
      measuresTaken: i.measuresTaken ?? "",
    })),
    interventions: report.interventions.map((i) => ({
      description: i.description,
      agentName: i.agentName ?? "",
      time: frenchTime(i.time),
    })),
    sections: [
      { title: t(M.repairs), text: report.repairs ?? none },
      { title: t(M.improvements), text: report.improvements ?? none },
      { title: t(M.observations), text: report.observations ?? none },
      { title: t(M.comments), text: report.comments ?? none },
    ],
    responsibleName: report.responsibleName,
    signature: signatureImage(report.responsibleSignature),
    contentHash: report.contentHash,
    generatedAt: frenchDateTime(now, lang),
    photos,
  };
}

/**
 * ASCII file name in the exporter's language: "rapport-securite-entrepot-rungis-2026-03-01.pdf",
 * "security-report-entrepot-rungis-2026-03-01.pdf".
 */
export function exportFilename(report: TSecurityReport, extension: string, lang: TLang = "fr"): string {
  const slug =
    report.siteName
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 60) || "site";
  return `${documentText(lang)(MSG_DOC_SECURITY.filename)}-${slug}-${report.periodStart}.${extension}`;
}

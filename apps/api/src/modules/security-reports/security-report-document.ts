import {
  legalLines,
  SECURITY_INCIDENT_TYPE_LABELS,
  SECURITY_REPORT_STATUS_LABELS,
  type TSecurityIncidentType,
  type TSecurityReport,
} from "@hts/domain";
import { dayToFrench, isoToDay } from "@hts/domain/planning/zone-clock";
import type { companies } from "../../db/schema.ts";
import { companyLegalOf } from "../settings/index.ts";
import type { TDocPhoto } from "./security-report-pdf-photos.ts";

// What the three exports show, prepared once: labels in French, dates as French readers write them
// (Paris time), the signature decoded to PNG bytes. Renderers only lay it out.

export type TDocImage = { png: Buffer; width: number; height: number };

export type TSecurityReportDocument = {
  id: string;
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

export const NONE = "Néant";

const frenchDay = (iso: string) => {
  const day = isoToDay({ date: iso });
  return day === null ? iso : dayToFrench({ day });
};

/** "13/11/2026 à 14:05", Paris time. */
export function frenchDateTime(at: Date | string): string {
  const parts = new Intl.DateTimeFormat("fr-FR", {
    timeZone: "Europe/Paris",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(new Date(at));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("day")}/${get("month")}/${get("year")} à ${get("hour")}:${get("minute")}`;
}

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
}: {
  report: TSecurityReport;
  company: typeof companies.$inferSelect;
  now: Date;
  photos?: TDocPhoto[];
}): TSecurityReportDocument {
  const period = `Du ${frenchDay(report.periodStart)} au ${frenchDay(report.periodEnd)}`;
  const fields: [string, string][] = [
    ["Site", report.siteName],
    ["Période", period],
    ["Géolocalisation", report.geolocation ?? "Non renseignée"],
    ["Nombre d'incidents", String(report.totalIncidents)],
    ["Nombre d'interventions", String(report.interventions.length)],
    ...(report.photoIds.length > 0 ? [["Photos", String(report.photoIds.length)] as [string, string]] : []),
    ["Responsable", report.responsibleName],
    ["Rédigé par", report.generatedByName],
    ["Créé le", frenchDateTime(report.createdAt)],
    // The file is the finalized report: exporting it again does not make its content "exported".
    ["Statut", SECURITY_REPORT_STATUS_LABELS[report.status === "draft" ? "draft" : "finalized"]],
  ];
  if (report.finalizedAt)
    fields.push(["Finalisé le", `${frenchDateTime(report.finalizedAt)} par ${report.finalizedByName ?? ""}`]);
  return {
    id: report.id,
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
      type: SECURITY_INCIDENT_TYPE_LABELS[i.type as TSecurityIncidentType] ?? i.type,
      description: i.description,
      measuresTaken: i.measuresTaken ?? "",
    })),
    interventions: report.interventions.map((i) => ({
      description: i.description,
      agentName: i.agentName ?? "",
      time: frenchTime(i.time),
    })),
    sections: [
      { title: "Réparations", text: report.repairs ?? NONE },
      { title: "Améliorations", text: report.improvements ?? NONE },
      { title: "Observations", text: report.observations ?? NONE },
      { title: "Commentaires", text: report.comments ?? NONE },
    ],
    responsibleName: report.responsibleName,
    signature: signatureImage(report.responsibleSignature),
    contentHash: report.contentHash,
    generatedAt: frenchDateTime(now),
    photos,
  };
}

/** ASCII file name: "rapport-securite-entrepot-rungis-2026-03-01.pdf". */
export function exportFilename(report: TSecurityReport, extension: string): string {
  const slug =
    report.siteName
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 60) || "site";
  return `rapport-securite-${slug}-${report.periodStart}.${extension}`;
}

// Security report vocabulary, the signature check and the canonical form of a report's content.
// Pure: used by the API (validation, hashing) and the web app (labels, form checks).

export const SECURITY_INCIDENT_TYPES = [
  "intrusion",
  "vol",
  "vandalisme",
  "alarme_declenchee",
  "incendie",
  "autre",
] as const;
export type TSecurityIncidentType = (typeof SECURITY_INCIDENT_TYPES)[number];

export const SECURITY_INCIDENT_TYPE_LABELS: Record<TSecurityIncidentType, string> = {
  intrusion: "Intrusion",
  vol: "Vol",
  vandalisme: "Vandalisme",
  alarme_declenchee: "Alarme déclenchée",
  incendie: "Incendie",
  autre: "Autre",
};

/**
 * The spec writes the types as the form shows them ("alarme déclenchée"); the stored code has no
 * accent or space. Accepts either, any case.
 */
export function normalizeIncidentType(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[\s-]+/g, "_");
}

export const SECURITY_REPORT_STATUSES = ["draft", "finalized", "exported"] as const;
export type TSecurityReportStatus = (typeof SECURITY_REPORT_STATUSES)[number];

export const SECURITY_REPORT_STATUS_LABELS: Record<TSecurityReportStatus, string> = {
  draft: "Brouillon",
  finalized: "Finalisé",
  exported: "Exporté",
};

export const SECURITY_REPORT_FORMATS = ["pdf", "docx", "xlsx"] as const;
export type TSecurityReportFormatCode = (typeof SECURITY_REPORT_FORMATS)[number];

export const SECURITY_REPORT_FORMAT_LABELS: Record<TSecurityReportFormatCode, string> = {
  pdf: "PDF",
  docx: "Word",
  xlsx: "Excel",
};

/** A drawn signature is a few KB to a few tens of KB; this bounds a request and a stored row. */
export const SIGNATURE_MAX_BYTES = 500_000;

const PNG_PREFIX = "data:image/png;base64,";
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Why a signature data URL is refused, or null when it is a PNG within the size limit. */
export function signatureError(dataUrl: string): "not_png" | "too_large" | null {
  if (!dataUrl.startsWith(PNG_PREFIX)) return "not_png";
  const base64 = dataUrl.slice(PNG_PREFIX.length);
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64) || base64.length % 4 !== 0) return "not_png";
  const padding = base64.endsWith("==") ? 2 : base64.endsWith("=") ? 1 : 0;
  if ((base64.length / 4) * 3 - padding > SIGNATURE_MAX_BYTES) return "too_large";
  // The first 12 characters decode to 9 bytes: enough for the 8-byte PNG signature.
  const head = atob(base64.slice(0, 12));
  return PNG_MAGIC.every((byte, i) => head.charCodeAt(i) === byte) ? null : "not_png";
}

/**
 * The fields a finalized report freezes: its hash covers exactly these, in this canonical form. The
 * site is named by its id (a site can be renamed later; the hash must stay verifiable).
 */
export type TSecurityReportContent = {
  siteId: string;
  periodStart: string;
  periodEnd: string;
  geolocation: string | null;
  incidents: { type: string; description: string; measuresTaken: string | null }[];
  interventions: { description: string; agentName: string | null; time: string | null }[];
  repairs: string | null;
  improvements: string | null;
  observations: string | null;
  comments: string | null;
  responsibleName: string;
  responsibleSignature: string | null;
  generatedByName: string;
  createdAt: string;
};

type TJson = string | number | boolean | null | TJson[] | { [key: string]: TJson };

function canonical(value: TJson): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const keys = Object.keys(value)
      .filter((key) => value[key] !== undefined)
      .sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(value[key] as TJson)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/**
 * The content as canonical JSON: keys sorted at every level, no spaces, strings NFC-normalised, lists in
 * their order. Two reports with the same content give the same text whatever the key order of the
 * rows they came from, so its SHA-256 identifies the content.
 */
export function canonicalSecurityReportContent(content: TSecurityReportContent): string {
  const pick: TSecurityReportContent = {
    siteId: content.siteId,
    periodStart: content.periodStart,
    periodEnd: content.periodEnd,
    geolocation: content.geolocation,
    incidents: content.incidents.map((i) => ({
      type: i.type,
      description: i.description,
      measuresTaken: i.measuresTaken,
    })),
    interventions: content.interventions.map((i) => ({
      description: i.description,
      agentName: i.agentName,
      time: i.time,
    })),
    repairs: content.repairs,
    improvements: content.improvements,
    observations: content.observations,
    comments: content.comments,
    responsibleName: content.responsibleName,
    responsibleSignature: content.responsibleSignature,
    generatedByName: content.generatedByName,
    createdAt: content.createdAt,
  };
  const normalized = JSON.parse(JSON.stringify(pick), (_key, value) =>
    typeof value === "string" ? value.normalize("NFC") : value,
  ) as TJson;
  return canonical(normalized);
}

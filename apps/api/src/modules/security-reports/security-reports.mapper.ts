import type { TSecurityIncidentType, TSecurityReport, TSecurityReportFormat } from "@hts/domain";
import type { securityReportExports, securityReports } from "../../db/schema.ts";

export type SecurityReportRow = typeof securityReports.$inferSelect;
/** An export's metadata: never its bytes, which only the download reads. */
export type ExportInfoRow = Omit<typeof securityReportExports.$inferSelect, "content">;

export const fileUrl = (id: string, format: string) => `/api/security-reports/${id}/files/${format}`;

export function toApiSecurityReport({
  row,
  siteName,
  exports,
  withSignature,
}: {
  row: SecurityReportRow;
  siteName: string;
  exports: ExportInfoRow[];
  /** Lists leave the image out (up to 500 KB each); GET /:id sends it. */
  withSignature: boolean;
}): TSecurityReport {
  return {
    id: row.id,
    siteId: row.siteId,
    siteName,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    geolocation: row.geolocation,
    totalIncidents: row.incidents.length,
    incidents: row.incidents.map((i) => ({
      type: i.type as TSecurityIncidentType,
      description: i.description,
      measuresTaken: i.measuresTaken,
    })),
    interventions: row.interventions.map((i) => ({
      description: i.description,
      agentName: i.agentName,
      time: i.time,
    })),
    repairs: row.repairs,
    improvements: row.improvements,
    observations: row.observations,
    comments: row.comments,
    responsibleName: row.responsibleName,
    responsibleSignature: withSignature ? row.responsibleSignature : null,
    hasSignature: row.responsibleSignature !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    generatedByName: row.generatedByName,
    photoIds: row.photoIds,
    shiftId: row.shiftId,
    createdById: row.createdById,
    status: row.status as TSecurityReport["status"],
    finalizedAt: row.finalizedAt?.toISOString() ?? null,
    finalizedByName: row.finalizedByName,
    contentHash: row.contentHash,
    exports: exports
      .filter((e) => e.reportId === row.id)
      .map((e) => ({
        format: e.format as TSecurityReportFormat,
        filename: e.filename,
        size: e.sizeBytes,
        sha256: e.sha256,
        exportedAt: e.exportedAt.toISOString(),
        exportedByName: e.exportedByName,
        url: fileUrl(row.id, e.format),
      }))
      .sort((a, b) => a.format.localeCompare(b.format)),
  };
}

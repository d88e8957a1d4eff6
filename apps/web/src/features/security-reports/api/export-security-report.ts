import type {
  TSecurityReportExportResult,
  TSecurityReportFormat,
} from "@hts/domain/security-reports/security-reports.schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { securityReportKeys } from "./security-report-keys.ts";

/**
 * POST /api/security-reports/:id/export?format=pdf|docx|xlsx: the server writes and keeps the file and
 * answers its `url` and the toast's `message`; download-security-report-file.ts fetches it.
 */
export function exportSecurityReport({
  id,
  format,
}: {
  id: string;
  format: TSecurityReportFormat;
}): Promise<TSecurityReportExportResult> {
  return api.post<TSecurityReportExportResult>(
    `/security-reports/${encodeURIComponent(id)}/export`,
    undefined,
    { query: { format } },
  );
}

export function useExportSecurityReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: exportSecurityReport,
    // The report turns "exported" and lists the new file.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityReportKeys.all }),
  });
}

import type {
  TSecurityReport,
  TSecurityReportUpdate,
} from "@hts/domain/security-reports/security-reports.schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { securityReportKeys } from "./security-report-keys.ts";

/** PATCH /api/security-reports/:id: drafts only, 409 once finalized. */
export function updateSecurityReport({
  id,
  changes,
}: {
  id: string;
  changes: TSecurityReportUpdate;
}): Promise<TSecurityReport> {
  return api.patch<TSecurityReport>(`/security-reports/${encodeURIComponent(id)}`, changes);
}

export function useUpdateSecurityReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSecurityReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityReportKeys.all }),
  });
}

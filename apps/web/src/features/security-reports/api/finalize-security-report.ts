import type { TSecurityReport } from "@hts/domain/security-reports/security-reports.schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { securityReportKeys } from "./security-report-keys.ts";

/** POST /api/security-reports/:id/finalize: freezes the content (its hash is recorded). */
export function finalizeSecurityReport({ id }: { id: string }): Promise<TSecurityReport> {
  return api.post<TSecurityReport>(`/security-reports/${encodeURIComponent(id)}/finalize`);
}

export function useFinalizeSecurityReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: finalizeSecurityReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityReportKeys.all }),
  });
}

import type {
  TSecurityReport,
  TSecurityReportCreate,
} from "@hts/domain/security-reports/security-reports.schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { securityReportKeys } from "./security-report-keys.ts";

/** POST /api/security-reports: 201 with the report, created as a draft. */
export function createSecurityReport(input: TSecurityReportCreate): Promise<TSecurityReport> {
  return api.post<TSecurityReport>("/security-reports", input);
}

export function useCreateSecurityReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSecurityReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityReportKeys.all }),
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { securityReportKeys } from "./security-report-keys.ts";

/** DELETE /api/security-reports/:id: a draft, by its author or a manager; 409 once finalized. */
export function deleteSecurityReport({ id }: { id: string }): Promise<void> {
  return api.delete<void>(`/security-reports/${encodeURIComponent(id)}`);
}

export function useDeleteSecurityReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSecurityReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityReportKeys.all }),
  });
}

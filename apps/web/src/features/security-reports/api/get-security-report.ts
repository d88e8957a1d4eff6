import type { TSecurityReport } from "@hts/domain/security-reports/security-reports.schemas";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** GET /api/security-reports/:id: the full report, signature image included. */
export function getSecurityReport({ id }: { id: string }): Promise<TSecurityReport> {
  return api.get<TSecurityReport>(`/security-reports/${encodeURIComponent(id)}`);
}

/** Read on demand when a draft is opened for editing, so a mutation rather than a cached query. */
export function useLoadSecurityReport() {
  return useMutation({ mutationFn: getSecurityReport });
}

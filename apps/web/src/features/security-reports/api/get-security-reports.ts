import type { TSecurityReport } from "@hts/domain/security-reports/security-reports.schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { securityReportKeys } from "./security-report-keys.ts";

// The newest reports first; a site writes a few a week, so one page covers months of work.
const LIMIT = 100;

/** GET /api/security-reports: signatures come as null here (hasSignature says whether one exists). */
export function getSecurityReports({ signal }: { signal?: AbortSignal }): Promise<TSecurityReport[]> {
  return api.get<TSecurityReport[]>("/security-reports", { signal, query: { limit: LIMIT } });
}

export function securityReportsQueryOptions() {
  return queryOptions({
    queryKey: securityReportKeys.list,
    queryFn: ({ signal }) => getSecurityReports({ signal }),
  });
}

export function useSecurityReports() {
  return useQuery(securityReportsQueryOptions());
}

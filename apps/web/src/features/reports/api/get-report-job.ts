import type { TReportJob } from "@hts/domain/reports/reports.schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { isActiveJob } from "./get-report-jobs.ts";
import { reportKeys } from "./report-keys.ts";

/** GET /api/reports/:id: one job's status and progress (0 to 100). */
export function getReportJob({ id, signal }: { id: string; signal?: AbortSignal }): Promise<TReportJob> {
  return api.get<TReportJob>(`/reports/${encodeURIComponent(id)}`, { signal });
}

export function reportJobQueryOptions(id: string) {
  return queryOptions({
    queryKey: reportKeys.job(id),
    queryFn: ({ signal }) => getReportJob({ id, signal }),
    // Polled every second until the job is done or failed.
    refetchInterval: (query) => (!query.state.data || isActiveJob(query.state.data) ? 1000 : false),
  });
}

export function useReportJob(id: string | null) {
  return useQuery({ ...reportJobQueryOptions(id ?? ""), enabled: id !== null });
}

import type { TReportJob } from "@hts/domain/reports/reports.schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { reportKeys } from "./report-keys.ts";

export const isActiveJob = (job: Pick<TReportJob, "status">) =>
  job.status === "queued" || job.status === "running";

/** GET /api/reports: the recent generation jobs, newest first. */
export function getReportJobs({ signal }: { signal?: AbortSignal }): Promise<TReportJob[]> {
  return api.get<TReportJob[]>("/reports", { signal, query: { limit: 20 } });
}

export function reportJobsQueryOptions() {
  return queryOptions({
    queryKey: reportKeys.jobs,
    queryFn: ({ signal }) => getReportJobs({ signal }),
    // While a job runs its row shows its progress: refresh every second until none is left running.
    refetchInterval: (query) => (query.state.data?.some(isActiveJob) ? 1000 : false),
  });
}

export function useReportJobs() {
  return useQuery(reportJobsQueryOptions());
}

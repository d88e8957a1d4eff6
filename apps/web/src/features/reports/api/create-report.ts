import type { TReportCreate, TReportJob } from "@hts/domain/reports/reports.schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { reportKeys } from "./report-keys.ts";

/** POST /api/reports: 202 with the queued job; the file is produced in the background. */
export function createReport(input: TReportCreate): Promise<TReportJob> {
  return api.post<TReportJob>("/reports", input);
}

export function useCreateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReport,
    onSuccess: (job) => {
      queryClient.setQueryData(reportKeys.job(job.id), job);
      return queryClient.invalidateQueries({ queryKey: reportKeys.jobs });
    },
  });
}

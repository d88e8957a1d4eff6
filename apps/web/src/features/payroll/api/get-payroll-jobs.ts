import type { TPayrollJob } from "@hts/domain/payroll/payroll.schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { payrollKeys } from "./payroll-keys.ts";

export function getPayrollJobs({ signal }: { signal?: AbortSignal }): Promise<TPayrollJob[]> {
  return api.get<TPayrollJob[]>("/payroll/jobs", { signal });
}

export function payrollJobsQueryOptions() {
  return queryOptions({
    queryKey: payrollKeys.jobs,
    queryFn: ({ signal }) => getPayrollJobs({ signal }),
    // The sixteen jobs of the agreement change with a release, not during a session.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function usePayrollJobs() {
  return useQuery(payrollJobsQueryOptions());
}

import type { TPayrollSettings } from "@hts/domain/payroll/payroll.schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { payrollKeys } from "./payroll-keys.ts";

/** The company's rates: the browser computes with the same figures as the server. */
export function getPayrollSettings({ signal }: { signal?: AbortSignal }): Promise<TPayrollSettings> {
  return api.get<TPayrollSettings>("/payroll/settings", { signal });
}

export function payrollSettingsQueryOptions() {
  return queryOptions({
    queryKey: payrollKeys.settings,
    queryFn: ({ signal }) => getPayrollSettings({ signal }),
  });
}

export function usePayrollSettings() {
  return useQuery(payrollSettingsQueryOptions());
}

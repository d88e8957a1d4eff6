import type { TPayrollSettings } from "@hts/domain/payroll/payroll.schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { payrollKeys } from "./payroll-keys.ts";

/**
 * The company's rates in force in a month ("2026-11"; the current month when absent): the browser
 * computes with the same figures as the server (decision 050).
 */
export function getPayrollSettings({
  month,
  signal,
}: {
  month?: string;
  signal?: AbortSignal;
}): Promise<TPayrollSettings> {
  return api.get<TPayrollSettings>("/payroll/settings", { signal, query: month ? { month } : undefined });
}

export function payrollSettingsQueryOptions(month?: string) {
  return queryOptions({
    queryKey: [...payrollKeys.settings, month ?? "current"],
    queryFn: ({ signal }) => getPayrollSettings({ month, signal }),
  });
}

export function usePayrollSettings(month?: string) {
  return useQuery(payrollSettingsQueryOptions(month));
}

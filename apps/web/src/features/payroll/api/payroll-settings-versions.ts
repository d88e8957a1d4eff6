import type { TPayrollSettings } from "@hts/domain/payroll/payroll.schemas";
import type { TPayrollSettingsVersion } from "@hts/domain/payroll/payroll-settings-history";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { payrollKeys } from "./payroll-keys.ts";

/** GET /api/payroll/settings/versions: every dated version, newest month first (admins, managers). */
export function usePayrollSettingsVersions() {
  return useQuery(
    queryOptions({
      queryKey: [...payrollKeys.settings, "versions"],
      queryFn: ({ signal }) => api.get<TPayrollSettingsVersion[]>("/payroll/settings/versions", { signal }),
    }),
  );
}

/** PUT /api/payroll/settings: the rates in force from `effectiveFrom` on (administrators). */
export function useSavePayrollSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TPayrollSettings & { effectiveFrom: string }) =>
      api.put<TPayrollSettings>("/payroll/settings", input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payrollKeys.settings }),
  });
}

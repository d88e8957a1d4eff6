import type { TCompanyLegal } from "@hts/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { settingsKeys } from "./settings-keys.ts";

/** GET /api/settings/company: SIRET, NAF, URSSAF and address printed on documents (decision 051). */
export function useCompanyLegal() {
  return useQuery(
    queryOptions({
      queryKey: settingsKeys.company,
      queryFn: ({ signal }) => api.get<TCompanyLegal>("/settings/company", { signal }),
    }),
  );
}

/** PUT /api/settings/company (administrators). */
export function useUpdateCompanyLegal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TCompanyLegal) => api.put<TCompanyLegal>("/settings/company", input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.company }),
  });
}

import type { TFieldSettings } from "@hts/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { attendanceKeys } from "./attendance-keys.ts";

/** GET /api/settings/field (every role of the company). */
export function useFieldSettings() {
  return useQuery(
    queryOptions({
      queryKey: attendanceKeys.fieldSettings,
      queryFn: ({ signal }) => api.get<TFieldSettings>("/settings/field", { signal }),
    }),
  );
}

/** PUT /api/settings/field (administrators and managers). */
export function useUpdateFieldSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TFieldSettings) => api.put<TFieldSettings>("/settings/field", input),
    onSuccess: (saved) => queryClient.setQueryData(attendanceKeys.fieldSettings, saved),
  });
}

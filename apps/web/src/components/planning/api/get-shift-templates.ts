import type { TShiftTemplate } from "@hts/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { planningKeys } from "./planning-keys.ts";

/** GET /api/planning-advanced/templates/shifts: the company's templates, by name. */
export function getShiftTemplates({ signal }: { signal?: AbortSignal }) {
  return api.get<TShiftTemplate[]>("/planning-advanced/templates/shifts", { signal });
}

export function shiftTemplatesQueryOptions() {
  return queryOptions({
    queryKey: planningKeys.templates,
    queryFn: ({ signal }) => getShiftTemplates({ signal }),
  });
}

export function useShiftTemplates({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...shiftTemplatesQueryOptions(), enabled });
}

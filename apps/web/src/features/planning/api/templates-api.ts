import type { TShiftTemplate, TShiftTemplateCreate } from "@hts/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
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

/** POST /api/planning-advanced/templates/shifts: 201 with the template (duration computed by the server). */
export function createTemplate(input: TShiftTemplateCreate): Promise<TShiftTemplate> {
  return api.post<TShiftTemplate>("/planning-advanced/templates/shifts", input);
}

export function useCreateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planningKeys.templates }),
  });
}

/** DELETE /api/planning-advanced/templates/shifts/:id (204); shifts made from it keep their times. */
export function deleteTemplate({ id }: { id: string }): Promise<void> {
  return api.delete<void>(`/planning-advanced/templates/shifts/${encodeURIComponent(id)}`);
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planningKeys.templates }),
  });
}

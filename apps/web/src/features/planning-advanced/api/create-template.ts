import type { TShiftTemplate, TShiftTemplateCreate } from "@hts/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { planningKeys } from "@/components/planning/api/planning-keys";
import { api } from "@/lib/api-client";

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

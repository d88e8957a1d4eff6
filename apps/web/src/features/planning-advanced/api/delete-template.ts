import { useMutation, useQueryClient } from "@tanstack/react-query";
import { planningKeys } from "@/components/planning/api/planning-keys";
import { api } from "@/lib/api-client";

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

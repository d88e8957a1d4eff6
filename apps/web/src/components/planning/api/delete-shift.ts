import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { invalidateAfterShiftChange } from "./invalidate-planning.ts";

/** DELETE /api/planning-advanced/shifts/:id (204). */
export function deleteShift({ id }: { id: string }): Promise<void> {
  return api.delete<void>(`/planning-advanced/shifts/${encodeURIComponent(id)}`);
}

export function useDeleteShift() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteShift, onSuccess: () => invalidateAfterShiftChange(queryClient) });
}

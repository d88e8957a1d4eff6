import type { TShift, TShiftStatus } from "@hts/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { invalidateAfterShiftChange } from "@/components/planning/api/invalidate-planning";
import { type PlanningRange, planningKeys } from "@/components/planning/api/planning-keys";
import { api } from "@/lib/api-client";

/** PATCH /api/planning-advanced/shifts/:id with only the status (the Kanban's move). */
export function updateShiftStatus({
  id,
  status,
  override_reason,
}: {
  id: string;
  status: TShiftStatus;
  /** A manager keeps a move despite blocking conflicts (decision 040). */
  override_reason?: string;
}): Promise<TShift> {
  return api.patch<TShift>(`/planning-advanced/shifts/${encodeURIComponent(id)}`, {
    status,
    ...(override_reason ? { override_reason } : {}),
  });
}

/**
 * The card moves at once (optimistic) in the displayed week's list; on failure the list goes back to
 * what it was, and in every case the server's answer is reloaded.
 */
export function useUpdateShiftStatus(range: PlanningRange) {
  const queryClient = useQueryClient();
  const key = planningKeys.shifts(range);
  return useMutation({
    mutationFn: updateShiftStatus,
    onMutate: async ({ id, status }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TShift[]>(key);
      queryClient.setQueryData<TShift[]>(key, (shifts) =>
        shifts?.map((shift) => (shift.id === id ? { ...shift, status } : shift)),
      );
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => invalidateAfterShiftChange(queryClient),
  });
}

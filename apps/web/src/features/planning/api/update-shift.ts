import type { TShift, TShiftPatch } from "@hts/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { invalidatePlanning } from "./invalidate-planning.ts";

/** PATCH /api/planning-advanced/shifts/:id */
export function updateShift({ id, input }: { id: string; input: TShiftPatch }): Promise<TShift> {
  return api.patch<TShift>(`/planning-advanced/shifts/${encodeURIComponent(id)}`, input);
}

export function useUpdateShift() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateShift, onSuccess: () => invalidatePlanning(queryClient) });
}

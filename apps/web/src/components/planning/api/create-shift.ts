import type { TShift, TShiftCreateInput } from "@hts/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { invalidateAfterShiftChange } from "./invalidate-planning.ts";

/** POST /api/planning-advanced/shifts: 201 with the shift; an end before the start means the next day. */
export function createShift(input: TShiftCreateInput): Promise<TShift> {
  return api.post<TShift>("/planning-advanced/shifts", input);
}

export function useCreateShift() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createShift, onSuccess: () => invalidateAfterShiftChange(queryClient) });
}

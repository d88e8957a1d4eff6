import type { TShift, ZShiftCreateInput } from "@hts/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "@/lib/api-client";
import { invalidateAfterShiftChange } from "./invalidate-planning.ts";

export type TShiftCreateBody = z.input<typeof ZShiftCreateInput>;

/** POST /api/planning-advanced/shifts: 201 with the shift; an end before the start means the next day. */
export function createShift(input: TShiftCreateBody): Promise<TShift> {
  return api.post<TShift>("/planning-advanced/shifts", input);
}

export function useCreateShift() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createShift, onSuccess: () => invalidateAfterShiftChange(queryClient) });
}

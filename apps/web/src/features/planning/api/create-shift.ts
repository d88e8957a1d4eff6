import type { TShift, ZShiftCreateInput } from "@hts/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "@/lib/api-client";
import { invalidatePlanning } from "./invalidate-planning.ts";

/** The body as the client sends it: type and status defaults are the server's to fill. */
export type ShiftCreateBody = z.input<typeof ZShiftCreateInput>;

/**
 * POST /api/planning-advanced/shifts, the agents screen's way: the break as two times, and no site when
 * the agent's own applies. The answer carries the server's `actual_work_hours`.
 */
export function createShift(input: ShiftCreateBody): Promise<TShift> {
  return api.post<TShift>("/planning-advanced/shifts", input);
}

export function useCreateShift() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createShift, onSuccess: () => invalidatePlanning(queryClient) });
}

import type { TShiftCheck, TShiftPatch, ZShiftCreateInput } from "@hts/domain";
import type { z } from "zod";
import { api } from "@/lib/api-client";

/**
 * POST /api/planning-advanced/shifts/check (decision 041): the conflicts a new shift would create, with
 * the same rules and words as the save; nothing is written.
 */
export function checkNewShift(input: z.input<typeof ZShiftCreateInput>): Promise<TShiftCheck> {
  return api.post<TShiftCheck>("/planning-advanced/shifts/check", input);
}

/** POST /api/planning-advanced/shifts/:id/check: the same for a change to a shift (edit or move). */
export function checkShiftChange({ id, input }: { id: string; input: TShiftPatch }): Promise<TShiftCheck> {
  return api.post<TShiftCheck>(`/planning-advanced/shifts/${encodeURIComponent(id)}/check`, input);
}

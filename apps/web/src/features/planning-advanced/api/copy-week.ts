import type { TCopyWeekResult, ZCopyWeekInput } from "@hts/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { invalidateAfterShiftChange } from "@/components/planning/api/invalidate-planning";
import { api } from "@/lib/api-client";

export type CopyWeekBody = z.input<typeof ZCopyWeekInput>;

/** POST /api/planning-advanced/shifts/copy-week: the copy, or with dry_run its preview. */
export function copyWeek(input: CopyWeekBody): Promise<TCopyWeekResult> {
  return api.post<TCopyWeekResult>("/planning-advanced/shifts/copy-week", input);
}

/** The copy itself: every planning screen, the dashboard and payroll are refreshed after it. */
export function useCopyWeek() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copyWeek,
    onSuccess: (_result, input) => (input.dry_run ? undefined : invalidateAfterShiftChange(queryClient)),
  });
}

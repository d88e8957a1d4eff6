import type { TConflictDetectResponse } from "@hts/domain";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { type PlanningRange, planningKeys } from "./planning-keys.ts";

/** POST /api/planning-advanced/conflicts/detect?start_date&end_date (no body): the server's rules. */
export function detectConflicts({ start_date, end_date }: PlanningRange): Promise<TConflictDetectResponse> {
  return api.post<TConflictDetectResponse>("/planning-advanced/conflicts/detect", undefined, {
    query: { start_date, end_date },
  });
}

// A POST that only reads: cached like a query so the PRO screen shows the detector's answer for the week.
export function conflictsQueryOptions(range: PlanningRange) {
  return queryOptions({
    queryKey: planningKeys.conflicts(range),
    queryFn: () => detectConflicts(range),
    placeholderData: keepPreviousData,
  });
}

export function useConflicts(range: PlanningRange) {
  return useQuery(conflictsQueryOptions(range));
}

/**
 * 'Détecter Conflits': always asks the server again (a click means "now"), and stores the answer where
 * the PRO screen's conflict query reads it for the same range.
 */
export function useRunConflictDetection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: detectConflicts,
    onSuccess: (result, range) => queryClient.setQueryData(planningKeys.conflicts(range), result),
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { detectConflicts } from "@/components/planning/api/detect-conflicts";
import { planningKeys } from "@/components/planning/api/planning-keys";

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

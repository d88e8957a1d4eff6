import type { TPlanningRules } from "@hts/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

const RULES_KEY = ["planning", "rules"] as const;

/** GET /api/planning-advanced/settings: the company's legal thresholds (IDCC 1351 by default). */
export function usePlanningRules({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: RULES_KEY,
    queryFn: ({ signal }) => api.get<TPlanningRules>("/planning-advanced/settings", { signal }),
    enabled,
  });
}

/** PUT /api/planning-advanced/settings; conflicts are recomputed with the new thresholds. */
export function useSavePlanningRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rules: TPlanningRules) => api.put<TPlanningRules>("/planning-advanced/settings", rules),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["planning"] }),
  });
}

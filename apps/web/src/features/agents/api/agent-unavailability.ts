import type { TUnavailabilityCreate, TUnavailabilityPeriod } from "@hts/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { invalidatePlanning } from "@/features/planning";
import { api } from "@/lib/api-client";
import { agentKeys } from "./agent-keys.ts";

/** GET /api/agents/:id/unavailability: the agent's leave and unavailability periods, by start. */
export function useAgentUnavailability(agentId: string | undefined) {
  return useQuery({
    queryKey: agentKeys.unavailability(agentId ?? ""),
    queryFn: ({ signal }) =>
      api.get<TUnavailabilityPeriod[]>(`/agents/${encodeURIComponent(agentId ?? "")}/unavailability`, {
        signal,
      }),
    enabled: Boolean(agentId),
  });
}

/** POST /api/agents/:id/unavailability; the grids and conflicts see it at once. */
export function useDeclareUnavailability(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Partial<TUnavailabilityCreate>) =>
      api.post<TUnavailabilityPeriod>(`/agents/${encodeURIComponent(agentId)}/unavailability`, input),
    onSuccess: () => invalidatePlanning(queryClient),
  });
}

/** DELETE /api/agents/:id/unavailability/:periodId (204). */
export function useCancelUnavailability(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (periodId: string) =>
      api.delete<void>(
        `/agents/${encodeURIComponent(agentId)}/unavailability/${encodeURIComponent(periodId)}`,
      ),
    onSuccess: () => invalidatePlanning(queryClient),
  });
}

import type {
  TCoveredShifts,
  TUnassignShiftsInput,
  TUnavailabilityCreate,
  TUnavailabilityPeriod,
} from "@hts/domain";
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

/**
 * GET /api/agents/:id/unavailability/covered-shifts: the agent's scheduled shifts the period would
 * cover, asked while the planner fills the form (decision 054). Only for those who may declare leave.
 */
export function coveredShiftsQuery(agentId: string, period: { startDate: string; endDate: string }) {
  return {
    queryKey: agentKeys.coveredShifts(agentId, period),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      api.get<TCoveredShifts>(`/agents/${encodeURIComponent(agentId)}/unavailability/covered-shifts`, {
        signal,
        query: period,
      }),
  };
}

export function useCoveredShifts({
  agentId,
  period,
  enabled,
}: {
  agentId: string;
  period: { startDate: string; endDate: string };
  enabled: boolean;
}) {
  return useQuery({ ...coveredShiftsQuery(agentId, period), enabled });
}

/**
 * POST /api/agents/:id/unavailability/:periodId/unassign-shifts: the covered shifts (all, or these)
 * are cancelled in one transaction; every planning screen, the dashboard and payroll are refreshed.
 */
export function useUnassignCoveredShifts(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ periodId, input }: { periodId: string; input: TUnassignShiftsInput }) =>
      api.post<TCoveredShifts>(
        `/agents/${encodeURIComponent(agentId)}/unavailability/${encodeURIComponent(periodId)}/unassign-shifts`,
        input,
      ),
    onSuccess: () => invalidatePlanning(queryClient),
  });
}

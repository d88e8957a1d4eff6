import type { TAgent, TAgentCreate } from "@hts/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { invalidatePlanning } from "@/features/planning";
import { api } from "@/lib/api-client";

/** POST /api/agents: 201 with the agent; 409 (plan limit, badge taken) with a French detail. */
export function createAgent(input: TAgentCreate): Promise<TAgent> {
  return api.post<TAgent>("/agents", input);
}

export function useCreateAgent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createAgent, onSuccess: () => invalidatePlanning(queryClient) });
}

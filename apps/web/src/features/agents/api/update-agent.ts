import type { TAgent, TAgentPatch } from "@hts/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { invalidatePlanning } from "@/features/planning";
import { api } from "@/lib/api-client";

/** PATCH /api/agents/:id */
export function updateAgent({ id, input }: { id: string; input: TAgentPatch }): Promise<TAgent> {
  return api.patch<TAgent>(`/agents/${encodeURIComponent(id)}`, input);
}

export function useUpdateAgent() {
  const queryClient = useQueryClient();
  // Agent names and sites are printed on every shift, so shifts are refreshed as well.
  return useMutation({ mutationFn: updateAgent, onSuccess: () => invalidatePlanning(queryClient) });
}

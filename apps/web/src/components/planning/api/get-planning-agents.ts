import type { TAgent } from "@hts/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequestRaw } from "@/lib/api-client";
import { planningKeys } from "./planning-keys.ts";

export type PlanningAgent = Pick<TAgent, "id" | "name" | "status">;
export type PlanningAgents = { agents: PlanningAgent[]; total: number };

// The API's page limit; a company past it still gets the right occupancy through X-Total-Count.
const LIMIT = 500;

/** GET /api/agents: choices of the shift form, and the total that occupancy divides by. */
export async function getPlanningAgents({ signal }: { signal?: AbortSignal }): Promise<PlanningAgents> {
  const { data, headers } = await apiRequestRaw<TAgent[]>("/agents", { signal, query: { limit: LIMIT } });
  const total = Number(headers.get("X-Total-Count") ?? data.length);
  return {
    agents: data.map(({ id, name, status }) => ({ id, name, status })),
    total: Number.isFinite(total) ? total : data.length,
  };
}

export function planningAgentsQueryOptions() {
  return queryOptions({
    queryKey: planningKeys.agents,
    queryFn: ({ signal }) => getPlanningAgents({ signal }),
    staleTime: 60_000,
  });
}

export function usePlanningAgents({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...planningAgentsQueryOptions(), enabled });
}

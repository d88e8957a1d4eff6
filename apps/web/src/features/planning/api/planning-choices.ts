import type { TAgent, TSite } from "@hts/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, apiRequestRaw } from "@/lib/api-client";
import { planningKeys } from "./planning-keys.ts";

export type PlanningAgent = Pick<TAgent, "id" | "name" | "badge" | "status">;
export type PlanningAgents = { agents: PlanningAgent[]; total: number };

// The API's page limit; the biggest plan allows 500 agents, so one page holds a whole company. A company
// past it still gets the right occupancy through X-Total-Count.
const LIMIT = 500;

/** GET /api/agents: choices of the shift forms, and the total that occupancy divides by. */
export async function getPlanningAgents({ signal }: { signal?: AbortSignal }): Promise<PlanningAgents> {
  const { data, headers } = await apiRequestRaw<TAgent[]>("/agents", { signal, query: { limit: LIMIT } });
  const total = Number(headers.get("X-Total-Count") ?? data.length);
  return {
    agents: data.map(({ id, name, badge, status }) => ({ id, name, badge, status })),
    total: Number.isFinite(total) ? total : data.length,
  };
}

export function planningAgentsQueryOptions() {
  return queryOptions({
    queryKey: planningKeys.agentChoices,
    queryFn: ({ signal }) => getPlanningAgents({ signal }),
    staleTime: 60_000,
  });
}

export function usePlanningAgents({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...planningAgentsQueryOptions(), enabled });
}

/** GET /api/sites: the company's real sites, for the site selectors and the shift forms. */
export function getPlanningSites({ signal }: { signal?: AbortSignal } = {}): Promise<TSite[]> {
  return api.get<TSite[]>("/sites", { signal, query: { limit: LIMIT } });
}

export function planningSitesQueryOptions() {
  return queryOptions({
    queryKey: planningKeys.siteChoices,
    queryFn: ({ signal }) => getPlanningSites({ signal }),
    // Sites change rarely; the selectors need not refetch on every tab switch.
    staleTime: 60_000,
  });
}

export function usePlanningSites({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...planningSitesQueryOptions(), enabled });
}

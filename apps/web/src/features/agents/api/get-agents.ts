import type { TAgent } from "@hts/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { agentKeys } from "./agent-keys.ts";

// The API's largest page; the biggest plan allows 500 agents, so one page holds a whole company.
const LIMIT = 500;

export type AgentFilters = {
  /** Searched by the server in name, badge and e-mail. */
  q?: string;
  /** The filter's lower-case word ("en congé"); the server maps it to the status. */
  status?: string;
};

/** GET /api/agents?q=&status= */
export function getAgents({ q, status, signal }: AgentFilters & { signal?: AbortSignal }): Promise<TAgent[]> {
  return api.get<TAgent[]>("/agents", {
    signal,
    query: { q: q || undefined, status: status || undefined, limit: LIMIT },
  });
}

export function agentsQueryOptions({ q = "", status = "" }: AgentFilters = {}) {
  return queryOptions({
    queryKey: agentKeys.list({ q, status }),
    queryFn: ({ signal }) => getAgents({ q, status, signal }),
    // While a new search runs the previous cards stay instead of flashing a skeleton.
    placeholderData: keepPreviousData,
  });
}

/** `enabled: false` for roles that may not read agents (the agent role): the API would answer 403. */
export function useAgents({ enabled = true, ...filters }: AgentFilters & { enabled?: boolean } = {}) {
  return useQuery({ ...agentsQueryOptions(filters), enabled });
}

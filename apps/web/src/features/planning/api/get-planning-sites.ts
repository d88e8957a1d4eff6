import type { TSite } from "@hts/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { planningKeys } from "./planning-keys.ts";

const LIMIT = 500;

/** GET /api/sites: the company's real sites, for the site selector and the forms. */
export function getPlanningSites({ signal }: { signal?: AbortSignal } = {}): Promise<TSite[]> {
  return api.get<TSite[]>("/sites", { signal, query: { limit: LIMIT } });
}

export function planningSitesQueryOptions() {
  return queryOptions({
    queryKey: planningKeys.sites,
    queryFn: ({ signal }) => getPlanningSites({ signal }),
    // Sites change rarely; the selectors need not refetch on every tab switch.
    staleTime: 60_000,
  });
}

export function usePlanningSites() {
  return useQuery(planningSitesQueryOptions());
}

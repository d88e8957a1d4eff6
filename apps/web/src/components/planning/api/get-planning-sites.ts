import type { TSite } from "@hts/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { planningKeys } from "./planning-keys.ts";

export type PlanningSite = Pick<TSite, "id" | "name">;

/** GET /api/sites: the choices of the shift form. */
export async function getPlanningSites({ signal }: { signal?: AbortSignal }): Promise<PlanningSite[]> {
  const sites = await api.get<TSite[]>("/sites", { signal, query: { limit: 500 } });
  return sites.map(({ id, name }) => ({ id, name }));
}

export function planningSitesQueryOptions() {
  return queryOptions({
    queryKey: planningKeys.sites,
    queryFn: ({ signal }) => getPlanningSites({ signal }),
    staleTime: 60_000,
  });
}

export function usePlanningSites({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...planningSitesQueryOptions(), enabled });
}

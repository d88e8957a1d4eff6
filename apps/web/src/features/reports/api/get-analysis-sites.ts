import type { TSite } from "@hts/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { reportKeys } from "./report-keys.ts";

export type TAnalysisSite = Pick<TSite, "id" | "name">;

/** GET /api/sites: the site filter of the figures and of the generate dialog. */
export async function getAnalysisSites({ signal }: { signal?: AbortSignal }): Promise<TAnalysisSite[]> {
  const sites = await api.get<TSite[]>("/sites", { signal, query: { limit: 500 } });
  return sites.map(({ id, name }) => ({ id, name }));
}

export function analysisSitesQueryOptions() {
  return queryOptions({ queryKey: reportKeys.sites, queryFn: ({ signal }) => getAnalysisSites({ signal }) });
}

export function useAnalysisSites() {
  return useQuery(analysisSitesQueryOptions());
}

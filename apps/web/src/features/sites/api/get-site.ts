import type { TSite } from "@hts/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { siteKeys } from "./site-keys.ts";

/** GET /api/sites/:id; another company's id answers 404. */
export function getSite({ id, signal }: { id: string; signal?: AbortSignal }): Promise<TSite> {
  return api.get<TSite>(`/sites/${encodeURIComponent(id)}`, { signal });
}

export function siteQueryOptions({ id }: { id: string }) {
  return queryOptions({ queryKey: siteKeys.detail(id), queryFn: ({ signal }) => getSite({ id, signal }) });
}

export function useSite({ id }: { id: string }) {
  return useQuery(siteQueryOptions({ id }));
}

import type { TSite } from "@hts/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { siteKeys } from "./site-keys.ts";

// The API's largest page; a company on the biggest plan stays well under it on one screen.
const LIMIT = 500;

/** GET /api/sites?q=: the server searches name and address, sorted by name. */
export function getSites({ q, signal }: { q?: string; signal?: AbortSignal }): Promise<TSite[]> {
  return api.get<TSite[]>("/sites", { signal, query: { q: q || undefined, limit: LIMIT } });
}

export function sitesQueryOptions({ q = "" }: { q?: string } = {}) {
  return queryOptions({
    queryKey: siteKeys.list({ q }),
    queryFn: ({ signal }) => getSites({ q, signal }),
    // While a new search runs, the previous cards stay instead of flashing a spinner.
    placeholderData: keepPreviousData,
  });
}

export function useSites({ q }: { q?: string } = {}) {
  return useQuery(sitesQueryOptions({ q }));
}

import type { TSite } from "@hts/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { siteKeys } from "./site-keys.ts";

// The API's largest page; a company on the biggest plan stays well under it on one screen.
const LIMIT = 500;

/** GET /api/sites?q=: the server searches name and address, sorted by name. */
export function getSites({
  q,
  archived = false,
  signal,
}: {
  q?: string;
  /** The archived sites only (decision 017); otherwise they are left out. */
  archived?: boolean;
  signal?: AbortSignal;
}): Promise<TSite[]> {
  return api.get<TSite[]>("/sites", {
    signal,
    query: { q: q || undefined, archived: archived ? "true" : undefined, limit: LIMIT },
  });
}

export function sitesQueryOptions({ q = "", archived = false }: { q?: string; archived?: boolean } = {}) {
  return queryOptions({
    queryKey: siteKeys.list({ q, archived }),
    queryFn: ({ signal }) => getSites({ q, archived, signal }),
    // While a new search runs, the previous cards stay instead of flashing a spinner.
    placeholderData: keepPreviousData,
  });
}

export function useSites({ q, archived }: { q?: string; archived?: boolean } = {}) {
  return useQuery(sitesQueryOptions({ q, archived }));
}

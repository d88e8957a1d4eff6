import type { TFieldFloor } from "@hts/domain";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** Query keys of the floor; every live `field.updated` event invalidates `["field"]`. */
export const fieldKeys = {
  all: ["field"] as const,
  floor: (siteId: string) => ["field", "floor", siteId] as const,
};

// Minutes late and ages grow while nothing changes: a slow refresh keeps them true between events.
const CLOCK_REFRESH_MS = 60_000;

export const useFloor = (siteId: string) =>
  useQuery({
    queryKey: fieldKeys.floor(siteId),
    queryFn: ({ signal }) =>
      api.get<TFieldFloor>("/field/floor", { signal, query: { site_id: siteId || undefined } }),
    refetchInterval: CLOCK_REFRESH_MS,
    placeholderData: (previous) => previous,
  });

import type { TCamera } from "@hts/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { cameraKeys } from "./camera-keys.ts";

export type CameraFilters = { q: string; siteId: string };

/** GET /api/cameras: the server searches name and location and filters by site; sorted by site then name. */
export function getCameras({
  q,
  siteId,
  signal,
}: CameraFilters & { signal?: AbortSignal }): Promise<TCamera[]> {
  return api.get<TCamera[]>("/cameras", {
    signal,
    query: { q: q || undefined, siteId: siteId || undefined, limit: 500 },
  });
}

export function camerasQueryOptions(filters: CameraFilters) {
  return queryOptions({
    queryKey: cameraKeys.list(filters),
    queryFn: ({ signal }) => getCameras({ ...filters, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCameras(filters: CameraFilters) {
  return useQuery(camerasQueryOptions(filters));
}

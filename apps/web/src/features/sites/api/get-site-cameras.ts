import type { TCamera } from "@hts/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { siteKeys } from "./site-keys.ts";

/** GET /api/cameras?siteId=: the cameras of one site, for its page. */
export function getSiteCameras({ id, signal }: { id: string; signal?: AbortSignal }): Promise<TCamera[]> {
  return api.get<TCamera[]>("/cameras", { signal, query: { siteId: id, limit: 500 } });
}

export function siteCamerasQueryOptions({ id }: { id: string }) {
  return queryOptions({
    queryKey: siteKeys.cameras(id),
    queryFn: ({ signal }) => getSiteCameras({ id, signal }),
  });
}

export function useSiteCameras({ id, enabled = true }: { id: string; enabled?: boolean }) {
  return useQuery({ ...siteCamerasQueryOptions({ id }), enabled });
}

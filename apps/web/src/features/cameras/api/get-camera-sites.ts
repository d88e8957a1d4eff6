import type { TSite } from "@hts/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { cameraKeys } from "./camera-keys.ts";

export type SiteOption = Pick<TSite, "id" | "name" | "status">;

/** GET /api/sites: the choices of the site filter and of the camera form, sorted by name. */
export async function getCameraSites({ signal }: { signal?: AbortSignal }): Promise<SiteOption[]> {
  const sites = await api.get<TSite[]>("/sites", { signal, query: { limit: 500 } });
  return sites.map(({ id, name, status }) => ({ id, name, status }));
}

export function cameraSitesQueryOptions() {
  return queryOptions({ queryKey: cameraKeys.sites, queryFn: ({ signal }) => getCameraSites({ signal }) });
}

export function useCameraSites() {
  return useQuery(cameraSitesQueryOptions());
}

import type { TSite } from "@hts/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { securityReportKeys } from "./security-report-keys.ts";

export type TReportSiteOption = Pick<TSite, "id" | "name">;

/** GET /api/sites: the form's site choices (the API's page limit, sorted by name on the server). */
export async function getReportSites({ signal }: { signal?: AbortSignal }): Promise<TReportSiteOption[]> {
  const sites = await api.get<TSite[]>("/sites", { signal, query: { limit: 500 } });
  return sites.map(({ id, name }) => ({ id, name }));
}

export function reportSitesQueryOptions() {
  return queryOptions({
    queryKey: securityReportKeys.sites,
    queryFn: ({ signal }) => getReportSites({ signal }),
  });
}

export function useReportSites() {
  return useQuery(reportSitesQueryOptions());
}

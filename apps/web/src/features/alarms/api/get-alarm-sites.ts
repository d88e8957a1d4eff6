import type { TSite } from "@hts/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { alarmKeys } from "./alarm-keys.ts";

export type AlarmSiteOption = Pick<TSite, "id" | "name">;

/** GET /api/sites: the choices of the add-alarm form. */
export async function getAlarmSites({ signal }: { signal?: AbortSignal }): Promise<AlarmSiteOption[]> {
  const sites = await api.get<TSite[]>("/sites", { signal, query: { limit: 500 } });
  return sites.map(({ id, name }) => ({ id, name }));
}

export function alarmSitesQueryOptions() {
  return queryOptions({ queryKey: alarmKeys.sites, queryFn: ({ signal }) => getAlarmSites({ signal }) });
}

/** Fetched only while the form is open: an agent who only reads alarms never needs it. */
export function useAlarmSites({ enabled }: { enabled: boolean }) {
  return useQuery({ ...alarmSitesQueryOptions(), enabled });
}

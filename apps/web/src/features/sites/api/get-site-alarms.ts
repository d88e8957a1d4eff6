import type { TAlarm } from "@hts/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { siteKeys } from "./site-keys.ts";

// A site page shows the latest few; the alarms screen has the full history with filters.
const RECENT = 10;

/** GET /api/alarms?siteId=: newest first. */
export function getSiteAlarms({ id, signal }: { id: string; signal?: AbortSignal }): Promise<TAlarm[]> {
  return api.get<TAlarm[]>("/alarms", { signal, query: { siteId: id, limit: RECENT } });
}

export function siteAlarmsQueryOptions({ id }: { id: string }) {
  return queryOptions({
    queryKey: siteKeys.alarms(id),
    queryFn: ({ signal }) => getSiteAlarms({ id, signal }),
  });
}

export function useSiteAlarms({ id, enabled = true }: { id: string; enabled?: boolean }) {
  return useQuery({ ...siteAlarmsQueryOptions({ id }), enabled });
}

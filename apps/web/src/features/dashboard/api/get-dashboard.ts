import type { TDashboard } from "@hts/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** The live-event hook and the alarm, camera and site mutations invalidate `["dashboard"]`. */
export const dashboardKeys = { all: ["dashboard"] as const };

// Alarms and cameras arrive through live events; sites and agents do not, so a slow poll covers them.
const REFRESH_MS = 60_000;

/** GET /api/dashboard: every counter computed by the server from the company's data. */
export function getDashboard({ signal }: { signal?: AbortSignal }): Promise<TDashboard> {
  return api.get<TDashboard>("/dashboard", { signal });
}

export function dashboardQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.all,
    queryFn: ({ signal }) => getDashboard({ signal }),
    refetchInterval: REFRESH_MS,
    staleTime: 0,
  });
}

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}

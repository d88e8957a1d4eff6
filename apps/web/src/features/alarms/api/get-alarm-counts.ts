import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequestRaw } from "@/lib/api-client";
import { alarmKeys } from "./alarm-keys.ts";

export type AlarmCounts = { active: number; resolved: number };

async function countOf(status: "active" | "resolved", signal?: AbortSignal): Promise<number> {
  // One row is enough: the total comes back in X-Total-Count.
  const response = await apiRequestRaw<unknown[]>("/alarms", { signal, query: { status, limit: 1 } });
  return Number(response.headers.get("X-Total-Count") ?? 0);
}

/** The header counters: every active and every resolved alarm of the company, whatever the filters. */
export async function getAlarmCounts({ signal }: { signal?: AbortSignal }): Promise<AlarmCounts> {
  const [active, resolved] = await Promise.all([countOf("active", signal), countOf("resolved", signal)]);
  return { active, resolved };
}

export function alarmCountsQueryOptions() {
  return queryOptions({ queryKey: alarmKeys.counts, queryFn: ({ signal }) => getAlarmCounts({ signal }) });
}

export function useAlarmCounts() {
  return useQuery(alarmCountsQueryOptions());
}

import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequestRaw } from "@/lib/api-client";
import { alarmKeys } from "./alarm-keys.ts";

/** A counter; `capped` when the server stopped counting at its cap (shown as "10 000+"). */
export type AlarmCount = { n: number; capped: boolean };
export type AlarmCounts = { active: AlarmCount; resolved: AlarmCount };

async function countOf(status: "active" | "resolved", signal?: AbortSignal): Promise<AlarmCount> {
  // One row is enough: the total comes back in X-Total-Count.
  const response = await apiRequestRaw<unknown[]>("/alarms", { signal, query: { status, limit: 1 } });
  return {
    n: Number(response.headers.get("X-Total-Count") ?? 0),
    capped: response.headers.get("X-Total-Capped") === "true",
  };
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

import type { TAlarm } from "@hts/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { type AlarmFilters, alarmKeys } from "./alarm-keys.ts";

// The newest first; an operator works on the latest alarms, older ones are a filter away.
const LIMIT = 200;

/** GET /api/alarms with the screen's filters as query parameters (the server filters). */
export function getAlarms({ q, status, severity, signal }: AlarmFilters & { signal?: AbortSignal }) {
  return api.get<TAlarm[]>("/alarms", {
    signal,
    query: { q: q || undefined, status: status || undefined, severity: severity || undefined, limit: LIMIT },
  });
}

export function alarmsQueryOptions(filters: AlarmFilters) {
  return queryOptions({
    queryKey: alarmKeys.list(filters),
    queryFn: ({ signal }) => getAlarms({ ...filters, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAlarms(filters: AlarmFilters) {
  return useQuery(alarmsQueryOptions(filters));
}

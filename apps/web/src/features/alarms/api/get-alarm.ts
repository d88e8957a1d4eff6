import type { TAlarm } from "@hts/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { alarmKeys } from "./alarm-keys.ts";

/** GET /api/alarms/:id: one alarm with its comments, for the details overlay. */
export function getAlarm({ id, signal }: { id: string; signal?: AbortSignal }): Promise<TAlarm> {
  return api.get<TAlarm>(`/alarms/${encodeURIComponent(id)}`, { signal });
}

export function alarmQueryOptions({ id }: { id: string }) {
  return queryOptions({ queryKey: alarmKeys.detail(id), queryFn: ({ signal }) => getAlarm({ id, signal }) });
}

/** `initial` (the card's copy) shows at once while the fresh one loads. */
export function useAlarm({ id, initial }: { id: string; initial?: TAlarm }) {
  return useQuery({ ...alarmQueryOptions({ id }), placeholderData: initial });
}

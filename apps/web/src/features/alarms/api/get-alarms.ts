import type { TAlarm } from "@hts/domain";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { apiRequestRaw } from "@/lib/api-client";
import { type AlarmFilters, alarmKeys } from "./alarm-keys.ts";

/**
 * Alarms per page: the newest first, older ones one 'Charger plus' away (the server pages). Twenty full
 * cards make a page of a few screens, not the 20,000 px of fifty (issue 29).
 */
export const ALARMS_PAGE_SIZE = 20;

/** `capped`: the server stopped counting at its cap, so `total` is a lower bound ("10 000+"). */
export type AlarmPage = { items: TAlarm[]; total: number; capped: boolean; offset: number };

/** GET /api/alarms with the screen's filters (the server filters); the total comes in X-Total-Count. */
export async function getAlarms({
  q,
  status,
  severity,
  mine,
  offset = 0,
  signal,
}: AlarmFilters & { offset?: number; signal?: AbortSignal }): Promise<AlarmPage> {
  const response = await apiRequestRaw<TAlarm[]>("/alarms", {
    signal,
    query: {
      q: q || undefined,
      status: status || undefined,
      severity: severity || undefined,
      assigned: mine ? "me" : undefined,
      limit: ALARMS_PAGE_SIZE,
      offset,
    },
  });
  return {
    items: response.data,
    total: Number(response.headers.get("X-Total-Count") ?? 0),
    capped: response.headers.get("X-Total-Capped") === "true",
    offset,
  };
}

export function alarmsQueryOptions(filters: AlarmFilters) {
  return infiniteQueryOptions({
    queryKey: alarmKeys.list(filters),
    queryFn: ({ signal, pageParam }) => getAlarms({ ...filters, offset: pageParam, signal }),
    initialPageParam: 0,
    getNextPageParam: (last: AlarmPage) => {
      const next = last.offset + last.items.length;
      const more = last.capped ? last.items.length === ALARMS_PAGE_SIZE : next < last.total;
      return last.items.length > 0 && more ? next : undefined;
    },
    placeholderData: keepPreviousData,
  });
}

/** The pages loaded so far, flattened, with the total of the filtered list. */
export function useAlarms(filters: AlarmFilters) {
  const query = useInfiniteQuery(alarmsQueryOptions(filters));
  const pages = query.data?.pages ?? [];
  // Live events refetch every loaded page: an alarm can then appear twice across a page boundary.
  const byId = new Map<string, TAlarm>();
  for (const alarm of pages.flatMap((page) => page.items)) if (!byId.has(alarm.id)) byId.set(alarm.id, alarm);
  const items = [...byId.values()];
  return { ...query, items, total: pages[0]?.total ?? 0, capped: pages[0]?.capped ?? false };
}

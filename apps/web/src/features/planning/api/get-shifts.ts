import type { TShift } from "@hts/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { planningKeys } from "./planning-keys.ts";

export type ShiftFilters = {
  /** Inclusive range of local days, yyyy-MM-dd. */
  start: string;
  end: string;
  siteId?: string;
  agentId?: string;
};

/** GET /api/planning-advanced/shifts: shifts overlapping the days, a night begun the day before included. */
export function getShifts({
  start,
  end,
  siteId,
  agentId,
  signal,
}: ShiftFilters & { signal?: AbortSignal }): Promise<TShift[]> {
  return api.get<TShift[]>("/planning-advanced/shifts", {
    signal,
    query: { start_date: start, end_date: end, site_id: siteId, agent_id: agentId },
  });
}

export function shiftsQueryOptions(filters: ShiftFilters) {
  return queryOptions({
    queryKey: planningKeys.shifts(filters),
    queryFn: ({ signal }) => getShifts({ ...filters, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useShifts({ enabled = true, ...filters }: ShiftFilters & { enabled?: boolean }) {
  return useQuery({ ...shiftsQueryOptions(filters), enabled });
}

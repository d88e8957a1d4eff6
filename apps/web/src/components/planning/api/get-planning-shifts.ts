import type { TShift } from "@hts/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { type PlanningRange, planningKeys } from "./planning-keys.ts";

/** GET /api/planning-advanced/shifts?start_date&end_date: every shift touching those days. */
export function getPlanningShifts({
  start_date,
  end_date,
  signal,
}: PlanningRange & { signal?: AbortSignal }) {
  return api.get<TShift[]>("/planning-advanced/shifts", { signal, query: { start_date, end_date } });
}

export function planningShiftsQueryOptions(range: PlanningRange) {
  return queryOptions({
    queryKey: planningKeys.shifts(range),
    queryFn: ({ signal }) => getPlanningShifts({ ...range, signal }),
    // Keeps the previous week on screen while the next one loads, instead of flashing an empty grid.
    placeholderData: keepPreviousData,
  });
}

export function usePlanningShifts(range: PlanningRange) {
  return useQuery(planningShiftsQueryOptions(range));
}

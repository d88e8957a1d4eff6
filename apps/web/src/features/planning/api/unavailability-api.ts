import type { TUnavailabilityPeriod } from "@hts/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { type PlanningRange, planningKeys } from "./planning-keys.ts";

/** GET /api/planning-advanced/unavailability: every leave or unavailability touching the days. */
export function useUnavailabilityInRange({
  enabled = true,
  ...range
}: PlanningRange & { enabled?: boolean }) {
  return useQuery({
    queryKey: planningKeys.unavailability(range),
    queryFn: ({ signal }) =>
      api.get<TUnavailabilityPeriod[]>("/planning-advanced/unavailability", { signal, query: range }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The periods of one agent covering one day ("yyyy-MM-dd"). */
export function periodsOn(periods: TUnavailabilityPeriod[] | undefined, day: string, agentId?: string) {
  return (periods ?? []).filter(
    (period) =>
      (agentId === undefined || period.agentId === agentId) &&
      period.startDate <= day &&
      period.endDate >= day,
  );
}

import type { TReportStats } from "@hts/domain/reports/reports.schemas";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { reportKeys, type TStatsFilters } from "./report-keys.ts";

/** GET /api/reports/stats: the key figures and chart series of a period, for one site or all. */
export function getReportStats({
  filters,
  signal,
}: {
  filters: TStatsFilters;
  signal?: AbortSignal;
}): Promise<TReportStats> {
  return api.get<TReportStats>("/reports/stats", {
    signal,
    query: { period: filters.period, siteId: filters.siteId },
  });
}

export function reportStatsQueryOptions(filters: TStatsFilters) {
  return queryOptions({
    queryKey: reportKeys.stats(filters),
    queryFn: ({ signal }) => getReportStats({ filters, signal }),
  });
}

/** The previous figures stay on screen while another period loads (no flash of empty cards). */
export function useReportStats(filters: TStatsFilters) {
  return useQuery({ ...reportStatsQueryOptions(filters), placeholderData: keepPreviousData });
}

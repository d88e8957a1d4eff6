import type { TReportStatsQuery } from "@hts/domain/reports/reports.schemas";

export type TStatsFilters = Pick<TReportStatsQuery, "period" | "siteId">;

/** Query keys of the reports and analyses area; a new job invalidates `jobs`. */
export const reportKeys = {
  all: ["reports"] as const,
  stats: (filters: TStatsFilters) => ["reports", "stats", filters] as const,
  jobs: ["reports", "jobs"] as const,
  job: (id: string) => ["reports", "jobs", id] as const,
  sites: ["reports", "sites"] as const,
};

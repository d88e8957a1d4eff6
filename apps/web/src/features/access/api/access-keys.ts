export type LogFilters = {
  q: string;
  status: "" | "Autorisé" | "Refusé";
  siteId: string;
  accessPointId: string;
  /** "YYYY-MM-DD", Paris days, both included. */
  from: string;
  to: string;
  page: number;
};

/** Query keys of the access area; a live `access.logged` event invalidates `["access"]`. */
export const accessKeys = {
  all: ["access"] as const,
  logs: (filters: LogFilters) => ["access", "logs", filters] as const,
  badges: (q: string) => ["access", "badges", q] as const,
  points: ["access", "points"] as const,
  stats: ["access", "stats"] as const,
  settings: ["access", "settings"] as const,
  holders: ["access", "holders"] as const,
  sites: ["access", "sites"] as const,
};

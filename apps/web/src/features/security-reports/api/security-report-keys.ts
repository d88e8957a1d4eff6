/** Query keys of the security reports area; every mutation here invalidates `all`. */
export const securityReportKeys = {
  all: ["security-reports"] as const,
  list: ["security-reports", "list"] as const,
  detail: (id: string) => ["security-reports", "detail", id] as const,
  /** The sites offered by the form (GET /api/sites). */
  sites: ["security-reports", "sites"] as const,
};

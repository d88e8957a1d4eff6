import type { TAuditEntry, TAuditQuery } from "@hts/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequestRaw } from "@/lib/api-client";
import { settingsKeys } from "./settings-keys.ts";

export type TAuditFilters = Partial<Omit<TAuditQuery, "limit" | "offset">>;

/** GET /api/audit: one page of the journal and its total (X-Total-Count). */
export async function getAudit({ query, signal }: { query: Partial<TAuditQuery>; signal?: AbortSignal }) {
  const res = await apiRequestRaw<TAuditEntry[]>("/audit", { query, signal });
  return { items: res.data, total: Number(res.headers.get("x-total-count") ?? res.data.length) };
}

export function useAudit(query: Partial<TAuditQuery>) {
  return useQuery(
    queryOptions({
      queryKey: settingsKeys.audit(query),
      queryFn: ({ signal }) => getAudit({ query, signal }),
      placeholderData: keepPreviousData,
    }),
  );
}

/** GET /api/audit/export.csv with the same filters, as a file. */
export async function downloadAuditCsv(filters: TAuditFilters): Promise<Blob> {
  const res = await apiRequestRaw<Blob>("/audit/export.csv", { query: filters, responseType: "blob" });
  return res.data;
}

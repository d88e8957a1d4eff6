type TFacets = { entities: string[]; actions: string[] };

import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { settingsKeys } from "./settings-keys.ts";

/** GET /api/audit/facets. */
export function getAuditFacets({ signal }: { signal?: AbortSignal } = {}) {
  return api.get<TFacets>("/audit/facets", { signal });
}

export function useAuditFacets() {
  return useQuery(
    queryOptions({ queryKey: settingsKeys.auditFacets, queryFn: ({ signal }) => getAuditFacets({ signal }) }),
  );
}

import type { TSystemSettings } from "@hts/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { settingsKeys } from "./settings-keys.ts";

/** GET /api/settings/system. */
export function getSystemSettings({ signal }: { signal?: AbortSignal } = {}) {
  return api.get<TSystemSettings>("/settings/system", { signal });
}

export function useSystemSettings() {
  return useQuery(
    queryOptions({ queryKey: settingsKeys.system, queryFn: ({ signal }) => getSystemSettings({ signal }) }),
  );
}

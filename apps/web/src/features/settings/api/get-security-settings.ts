import type { TSecuritySettings } from "@hts/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { settingsKeys } from "./settings-keys.ts";

/** GET /api/settings/security: the company's rules, read by every member. */
export function getSecuritySettings({ signal }: { signal?: AbortSignal } = {}) {
  return api.get<TSecuritySettings>("/settings/security", { signal });
}

export function useSecuritySettings() {
  return useQuery(
    queryOptions({
      queryKey: settingsKeys.security,
      queryFn: ({ signal }) => getSecuritySettings({ signal }),
    }),
  );
}

type TStatus = { enabled: boolean; required_by_company: boolean; recovery_codes_left: number };

import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { settingsKeys } from "./settings-keys.ts";

/** GET /api/auth/two-factor. */
export function getTwoFactor({ signal }: { signal?: AbortSignal } = {}) {
  return api.get<TStatus>("/auth/two-factor", { signal });
}

export function useTwoFactor() {
  return useQuery(
    queryOptions({ queryKey: settingsKeys.twoFactor, queryFn: ({ signal }) => getTwoFactor({ signal }) }),
  );
}

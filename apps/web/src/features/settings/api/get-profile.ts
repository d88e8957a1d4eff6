import type { TProfile } from "@hts/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { settingsKeys } from "./settings-keys.ts";

/** GET /api/settings/profile. */
export function getProfile({ signal }: { signal?: AbortSignal } = {}) {
  return api.get<TProfile>("/settings/profile", { signal });
}

export function useProfile() {
  return useQuery(
    queryOptions({ queryKey: settingsKeys.profile, queryFn: ({ signal }) => getProfile({ signal }) }),
  );
}

import type { TSessionItem } from "@hts/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { settingsKeys } from "./settings-keys.ts";

/** GET /api/auth/sessions: my devices. */
export function getSessions({ signal }: { signal?: AbortSignal } = {}) {
  return api.get<TSessionItem[]>("/auth/sessions", { signal });
}

export function useSessions() {
  return useQuery(
    queryOptions({ queryKey: settingsKeys.sessions, queryFn: ({ signal }) => getSessions({ signal }) }),
  );
}

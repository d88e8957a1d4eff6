type TAgentChoice = { id: string; name: string; badge: string; user_id: string | null };

import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { settingsKeys } from "./settings-keys.ts";

/** GET /api/users/agent-choices: agent records to link. */
export function getAgentChoices({ signal }: { signal?: AbortSignal } = {}) {
  return api.get<TAgentChoice[]>("/users/agent-choices", { signal });
}

export function useAgentChoices({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery(
    queryOptions({
      queryKey: settingsKeys.agentChoices,
      queryFn: ({ signal }) => getAgentChoices({ signal }),
      enabled,
    }),
  );
}

import type { TMyAgentLink } from "@hts/domain";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/**
 * Whether the signed-in account is linked to an agent record (issue 22): only such an account has shifts
 * and clock-ins in the agent app; an account of role agent linked to nobody is not offered it.
 */
export function useAgentLink(enabled: boolean): TMyAgentLink["agent"] {
  const { data } = useQuery({
    queryKey: ["me", "agent-link"],
    queryFn: ({ signal }) => api.get<TMyAgentLink>("/me/agent", { signal }),
    enabled,
    // Linking an account to an agent is rare: a new session (sign-in) reads it again.
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data?.agent ?? null;
}

import type { TCalendarLink } from "@hts/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/**
 * GET /api/agents/:id/calendar-link. The first call creates the secret link and is the only one that
 * returns its url (the server keeps only a hash), so it runs when asked, like a mutation, never by itself.
 */
export function getCalendarLink({ agentId }: { agentId: string }): Promise<TCalendarLink> {
  return api.get<TCalendarLink>(`/agents/${encodeURIComponent(agentId)}/calendar-link`);
}

export function useGetCalendarLink() {
  return useMutation({ mutationFn: getCalendarLink });
}

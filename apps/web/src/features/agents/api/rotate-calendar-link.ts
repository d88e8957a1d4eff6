import type { TCalendarLink } from "@hts/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** POST /api/agents/:id/calendar-link/rotate: a new url; the previous one stops working at once. */
export function rotateCalendarLink({ agentId }: { agentId: string }): Promise<TCalendarLink> {
  return api.post<TCalendarLink>(`/agents/${encodeURIComponent(agentId)}/calendar-link/rotate`);
}

export function useRotateCalendarLink() {
  return useMutation({ mutationFn: rotateCalendarLink });
}

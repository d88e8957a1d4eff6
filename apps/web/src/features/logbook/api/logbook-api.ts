import type { TIncidentFigures, TLogbookEntry, TLogbookPage, TLogbookSeverity } from "@hts/domain";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export type LogbookFilters = {
  siteId: string;
  shiftId: string;
  severity: TLogbookSeverity | "";
  incidentsOnly: boolean;
  /** Entries awaiting, or given, a manager's decision for the client portal. */
  approval: TLogbookEntry["portal_approval"] | "";
  from: string;
  to: string;
};

const PAGE = 100;

/** GET /api/logbook: the office's logbook, newest first, per site, shift, severity and period. */
export const logbookQuery = (f: LogbookFilters) =>
  queryOptions({
    queryKey: ["logbook", f],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api.get<TLogbookPage>("/logbook", {
        signal,
        query: {
          site_id: f.siteId || undefined,
          shift_id: f.shiftId || undefined,
          severity: f.severity || undefined,
          incidents_only: f.incidentsOnly ? "true" : undefined,
          portal_approval: f.approval || undefined,
          from: f.from ? new Date(`${f.from}T00:00:00`).toISOString() : undefined,
          to: f.to ? new Date(`${f.to}T23:59:59`).toISOString() : undefined,
          limit: PAGE,
        },
      }),
  });

/** The latest entries of one site, for the site's page (what the caller may read of it). */
export const siteLogbookQuery = (siteId: string, limit = 5) =>
  queryOptions({
    queryKey: ["logbook", "site", siteId, limit],
    queryFn: ({ signal }) => api.get<TLogbookPage>("/logbook", { signal, query: { site_id: siteId, limit } }),
  });

/** The sites to filter on (the caller's readable sites). */
export const logbookSitesQuery = () =>
  queryOptions({
    queryKey: ["logbook", "sites"],
    staleTime: 60_000,
    queryFn: ({ signal }) =>
      api.get<{ id: string; name: string }[]>("/sites", { signal, query: { limit: 500 } }),
  });

/** GET /api/logbook/incident-figures: incidents per severity, site and day. */
export const incidentFiguresQuery = (range: { from?: string; to?: string; siteId?: string } = {}) =>
  queryOptions({
    queryKey: ["logbook", "figures", range],
    queryFn: ({ signal }) =>
      api.get<TIncidentFigures>("/logbook/incident-figures", {
        signal,
        query: { from: range.from, to: range.to, site_id: range.siteId || undefined },
      }),
  });

/** POST /api/logbook/:id/portal-approval: show the entry on the client's portal, or keep it from him. */
export function usePortalApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: "approved" | "rejected" }) =>
      api.post<TLogbookEntry>(`/logbook/${id}/portal-approval`, { decision }),
    // The office list and the client portal's preview both show the decision.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ["logbook"] });
      void queryClient.invalidateQueries({ queryKey: ["portal"] });
    },
  });
}

import type {
  TClientRequestCreate,
  TPortalHome,
  TPortalRequest,
  TPortalService,
  TSummaryPreference,
} from "@hts/domain";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { i18n } from "@/i18n/i18n";
import { api } from "@/lib/api-client";
import { isApiError } from "@/lib/api-error";
import { saveBlob } from "@/lib/save-blob";

export type TPortalAlarm = {
  id: string;
  siteName: string;
  title: string;
  severity: string;
  status: string;
  createdAt: string;
};
export type TPortalReport = {
  id: string;
  siteName: string;
  periodStart: string;
  periodEnd: string;
  downloadable: boolean;
};

export const portalKeys = { all: ["portal"] as const };

export const portalHomeQuery = () =>
  queryOptions({
    queryKey: [...portalKeys.all, "home"],
    queryFn: ({ signal }) => api.get<TPortalHome>("/portal", { signal }),
  });

export const portalServiceQuery = (query: { from: string; to: string; siteId?: string }) =>
  queryOptions({
    queryKey: [...portalKeys.all, "service", query],
    queryFn: ({ signal }) => api.get<TPortalService>("/portal/service", { signal, query }),
  });

/** A section the company does not publish answers 404: shown as absent, not as an error. */
async function published<T>(load: () => Promise<T[]>): Promise<T[] | null> {
  try {
    return await load();
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export const portalAlarmsQuery = (siteId?: string) =>
  queryOptions({
    queryKey: [...portalKeys.all, "alarms", siteId ?? ""],
    queryFn: ({ signal }) =>
      published(() => api.get<TPortalAlarm[]>("/portal/alarms", { signal, query: { siteId } })),
  });

export const portalReportsQuery = (siteId?: string) =>
  queryOptions({
    queryKey: [...portalKeys.all, "reports", siteId ?? ""],
    queryFn: ({ signal }) =>
      published(() => api.get<TPortalReport[]>("/portal/reports", { signal, query: { siteId } })),
  });

export async function downloadPortalReport(report: TPortalReport) {
  const blob = await api.get<Blob>(`/portal/reports/${report.id}/pdf`, { responseType: "blob" });
  saveBlob({
    blob,
    fileName: `${i18n.t("common.files.report")}-${report.siteName}-${report.periodStart}.pdf`.replace(
      /[^\w.-]+/g,
      "_",
    ),
  });
}

/** Tours, incidents and logbook entries, one section each (null when the company does not publish it). */
export type TPortalEntry = {
  id: string;
  siteName: string;
  at: string;
  title: string;
  status: string | null;
  agent: string | null;
};
export type TPortalSection = "tours" | "incidents" | "logbook";

export const portalEntriesQuery = (section: TPortalSection, siteId?: string) =>
  queryOptions({
    queryKey: [...portalKeys.all, section, siteId ?? ""],
    queryFn: ({ signal }) =>
      published(() => api.get<TPortalEntry[]>(`/portal/${section}`, { signal, query: { siteId } })),
  });

/** The client's requests; he has no live stream, so the list is refreshed while it is on screen. */
export const portalRequestsQuery = () =>
  queryOptions({
    queryKey: [...portalKeys.all, "requests"],
    refetchInterval: 30_000,
    queryFn: ({ signal }) => api.get<TPortalRequest[]>("/portal/requests", { signal }),
  });

export function useFileRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TClientRequestCreate) => api.post<TPortalRequest>("/portal/requests", input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [...portalKeys.all, "requests"] }),
  });
}

/** The monthly service report of the month on screen (the chosen site does not narrow it: it is the client's). */
export async function downloadMonthlyReport(month: string) {
  const blob = await api.get<Blob>("/portal/monthly-report.pdf", { responseType: "blob", query: { month } });
  saveBlob({ blob, fileName: `${i18n.t("common.files.monthlyReport")}-${month}.pdf` });
}

/** The client user's own e-mail summary: none, weekly or monthly. */
export const portalSummaryQuery = () =>
  queryOptions({
    queryKey: [...portalKeys.all, "summary"],
    queryFn: ({ signal }) => api.get<TSummaryPreference>("/portal/summary", { signal }),
  });

export function useSetSummary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TSummaryPreference) => api.put<TSummaryPreference>("/portal/summary", input),
    onSuccess: (saved) => queryClient.setQueryData([...portalKeys.all, "summary"], saved),
  });
}

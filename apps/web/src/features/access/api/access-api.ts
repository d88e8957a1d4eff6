import type {
  TAccessLog,
  TAccessPoint,
  TAccessPointCreate,
  TAccessPointPatch,
  TAccessSettings,
  TBadge,
  TBadgeCreate,
  TBadgePatch,
  TSite,
  ZAccessStats,
  ZBadgeCreate,
  ZBadgeQr,
  ZHolderChoice,
} from "@hts/domain";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { i18n } from "@/i18n/i18n";
import { api, apiRequestRaw } from "@/lib/api-client";
import { saveBlob } from "@/lib/save-blob";
import { accessKeys, type LogFilters } from "./access-keys.ts";

export const LOG_PAGE_SIZE = 50;

type TAccessPointWithKey = TAccessPoint & { readerKey: string };

/** Paris day bounds → instants: `from` at 00:00, `to` inclusive so up to the next midnight. */
function dayRange(filters: LogFilters) {
  const at = (day: string) => new Date(`${day}T00:00:00`).toISOString();
  const next = (day: string) => {
    const d = new Date(`${day}T00:00:00`);
    d.setDate(d.getDate() + 1);
    return d.toISOString();
  };
  return { from: filters.from ? at(filters.from) : undefined, to: filters.to ? next(filters.to) : undefined };
}

function logQuery(filters: LogFilters) {
  return {
    q: filters.q || undefined,
    status: filters.status || undefined,
    siteId: filters.siteId || undefined,
    accessPointId: filters.accessPointId || undefined,
    ...dayRange(filters),
  };
}

/** GET /api/access/logs: one page, newest first, with the total from X-Total-Count. */
export async function getAccessLogs(filters: LogFilters, signal?: AbortSignal) {
  const res = await apiRequestRaw<TAccessLog[]>("/access/logs", {
    signal,
    query: { ...logQuery(filters), limit: LOG_PAGE_SIZE, offset: filters.page * LOG_PAGE_SIZE },
  });
  return { items: res.data, total: Number(res.headers.get("x-total-count") ?? res.data.length) };
}

export function useAccessLogs(filters: LogFilters, options: { enabled?: boolean } = {}) {
  return useQuery(
    queryOptions({
      queryKey: accessKeys.logs(filters),
      queryFn: ({ signal }) => getAccessLogs(filters, signal),
      placeholderData: keepPreviousData,
      enabled: options.enabled ?? true,
    }),
  );
}

export async function downloadAccessLogs(filters: LogFilters, format: "csv" | "xlsx") {
  const blob = await api.get<Blob>(`/access/logs/export.${format}`, {
    query: logQuery(filters),
    responseType: "blob",
  });
  saveBlob({
    blob,
    fileName: `${i18n.t("common.files.accessLog")}-${new Date().toISOString().slice(0, 10)}.${format}`,
  });
}

export function useAccessStats() {
  return useQuery({
    queryKey: accessKeys.stats,
    queryFn: ({ signal }) => api.get<z.infer<typeof ZAccessStats>>("/access/stats", { signal }),
  });
}

export function useAccessSettings() {
  return useQuery({
    queryKey: accessKeys.settings,
    queryFn: ({ signal }) => api.get<TAccessSettings>("/access/settings", { signal }),
  });
}

export function useAccessSites() {
  return useQuery({
    queryKey: accessKeys.sites,
    queryFn: async ({ signal }) => {
      const sites = await api.get<TSite[]>("/sites", { signal, query: { limit: 500 } });
      return sites.map(({ id, name }) => ({ id, name }));
    },
  });
}

// ---- Badges ----

export function useBadges(q: string) {
  return useQuery({
    queryKey: accessKeys.badges(q),
    queryFn: ({ signal }) =>
      api.get<TBadge[]>("/access/badges", { signal, query: { q: q || undefined, limit: 500 } }),
    placeholderData: keepPreviousData,
  });
}

export function useHolders({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: accessKeys.holders,
    queryFn: ({ signal }) => api.get<z.infer<typeof ZHolderChoice>[]>("/access/holders", { signal }),
    enabled,
  });
}

function useAccessMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessKeys.all }),
  });
}

export const useCreateBadge = () =>
  useAccessMutation((input: z.output<typeof ZBadgeCreate>) =>
    api.post<TBadge>("/access/badges", input as TBadgeCreate),
  );
export const useUpdateBadge = () =>
  useAccessMutation(({ id, input }: { id: string; input: Partial<TBadgePatch> }) =>
    api.patch<TBadge>(`/access/badges/${id}`, input),
  );
export const useReissueBadge = () =>
  useAccessMutation((id: string) => api.post<TBadge>(`/access/badges/${id}/reissue`));
export const useDeleteBadge = () =>
  useAccessMutation((id: string) => api.delete<null>(`/access/badges/${id}`));

export function useBadgeQr(id: string | null, version: number) {
  return useQuery({
    queryKey: ["access", "qr", id, version],
    queryFn: ({ signal }) => api.get<z.infer<typeof ZBadgeQr>>(`/access/badges/${id}/qr`, { signal }),
    enabled: id !== null,
  });
}

export async function downloadBadgeCard(badge: TBadge) {
  const blob = await api.get<Blob>(`/access/badges/${badge.id}/card.pdf`, { responseType: "blob" });
  saveBlob({ blob, fileName: `badge-${badge.badgeId}.pdf` });
}

// ---- Access points ----

export function useAccessPoints() {
  return useQuery({
    queryKey: accessKeys.points,
    queryFn: ({ signal }) => api.get<TAccessPoint[]>("/access/points", { signal, query: { limit: 500 } }),
  });
}

export const useCreateAccessPoint = () =>
  useAccessMutation((input: TAccessPointCreate) => api.post<TAccessPointWithKey>("/access/points", input));
export const useUpdateAccessPoint = () =>
  useAccessMutation(({ id, input }: { id: string; input: TAccessPointPatch }) =>
    api.patch<TAccessPoint>(`/access/points/${id}`, input),
  );
/** The point goes; its log entries stay (they name the site and location, not the point). */
export const useDeleteAccessPoint = () =>
  useAccessMutation((id: string) => api.delete<null>(`/access/points/${id}`));
export const useRegenerateReaderKey = () =>
  useAccessMutation((id: string) => api.post<TAccessPointWithKey>(`/access/points/${id}/reader-key`));

export const useUpdateAccessSettings = () =>
  useAccessMutation((input: Partial<TAccessSettings>) =>
    api.patch<TAccessSettings>("/access/settings", input),
  );

import type {
  TCheckpoint,
  TCheckpointInput,
  TTour,
  TTourBoard,
  TTourInput,
  TTourRun,
  TTourStats,
} from "@hts/domain";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { i18n } from "@/i18n/i18n";
import { api } from "@/lib/api-client";
import { saveBlob } from "@/lib/save-blob";

/** Query keys of tours; the live `field.updated` event also refreshes `["tours"]` (control room). */
export const tourKeys = {
  all: ["tours"] as const,
  checkpoints: (siteId: string) => ["tours", "checkpoints", siteId] as const,
  tours: (siteId: string) => ["tours", "list", siteId] as const,
  board: ["tours", "board"] as const,
  stats: (filters: TTourStatsFilters) => ["tours", "stats", filters] as const,
};

export type TTourStatsFilters = { from: string; to: string; siteId?: string };

/** Done, late and missed tours of a period, per site and per tour ('Rapports et analyses'). */
export const tourStatsQuery = (filters: TTourStatsFilters) =>
  queryOptions({
    queryKey: tourKeys.stats(filters),
    queryFn: ({ signal }) =>
      api.get<TTourStats>("/tour-runs/stats", {
        query: { from: filters.from, to: filters.to, site_id: filters.siteId },
        signal,
      }),
  });

export const checkpointsQuery = (siteId: string) =>
  queryOptions({
    queryKey: tourKeys.checkpoints(siteId),
    queryFn: ({ signal }) =>
      api.get<TCheckpoint[]>("/tours/checkpoints", { query: { site_id: siteId }, signal }),
  });

export const toursQuery = (siteId: string) =>
  queryOptions({
    queryKey: tourKeys.tours(siteId),
    queryFn: ({ signal }) => api.get<TTour[]>("/tours", { query: { site_id: siteId }, signal }),
  });

export const boardQuery = () =>
  queryOptions({
    queryKey: tourKeys.board,
    queryFn: ({ signal }) => api.get<TTourBoard>("/tour-runs/board", { signal }),
    // Late tours turn late by the clock, not by an event: looked at again every minute.
    refetchInterval: 60_000,
  });

/** Mutations of a site's set-up; each refreshes the site's lists. */
export function useTourMutations(siteId: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: tourKeys.all });
  return {
    createCheckpoint: useMutation({
      mutationFn: (input: Omit<TCheckpointInput, "site_id">) =>
        api.post<TCheckpoint>("/tours/checkpoints", { ...input, site_id: siteId }),
      onSuccess,
    }),
    deleteCheckpoint: useMutation({
      mutationFn: (id: string) => api.delete<null>(`/tours/checkpoints/${encodeURIComponent(id)}`),
      onSuccess,
    }),
    createTour: useMutation({
      mutationFn: (input: Omit<TTourInput, "site_id">) =>
        api.post<TTour>("/tours", { ...input, site_id: siteId }),
      onSuccess,
    }),
    updateTour: useMutation({
      mutationFn: ({ id, ...input }: Partial<TTourInput> & { id: string }) =>
        api.patch<TTour>(`/tours/${encodeURIComponent(id)}`, input),
      onSuccess,
    }),
    deleteTour: useMutation({
      mutationFn: (id: string) => api.delete<null>(`/tours/${encodeURIComponent(id)}`),
      onSuccess,
    }),
  };
}

export async function downloadLabels(siteId: string): Promise<void> {
  const blob = await api.get<Blob>("/tours/checkpoints/labels.pdf", {
    query: { site_id: siteId },
    responseType: "blob",
  });
  saveBlob({ blob, fileName: `${i18n.t("common.files.checkpointLabels")}.pdf` });
}

export async function downloadRunReport(run: Pick<TTourRun, "id" | "started_at">): Promise<void> {
  const blob = await api.get<Blob>(`/tour-runs/${encodeURIComponent(run.id)}/report.pdf`, {
    responseType: "blob",
  });
  saveBlob({
    blob,
    fileName: `${i18n.t("common.files.tourReport")}-${run.started_at.slice(0, 10)}-${run.id.slice(0, 8)}.pdf`,
  });
}

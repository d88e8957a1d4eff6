import type { TCameraRetention, TRecordingCompanySettings, TRecordingStorage } from "@hts/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { settingsKeys } from "./settings-keys.ts";

/** GET /api/recording-storage: disk used by recordings, quota, retention (administrators, managers). */
export function getRecordingStorage({ signal }: { signal?: AbortSignal } = {}) {
  return api.get<TRecordingStorage>("/recording-storage", { signal });
}

export function useRecordingStorage() {
  return useQuery(
    queryOptions({
      queryKey: settingsKeys.recordingStorage,
      queryFn: ({ signal }) => getRecordingStorage({ signal }),
    }),
  );
}

/** PUT /api/recording-storage: the company's quota (administrators). */
export function useUpdateRecordingQuota() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TRecordingCompanySettings) => api.put<TRecordingStorage>("/recording-storage", input),
    onSuccess: (data) => queryClient.setQueryData(settingsKeys.recordingStorage, data),
  });
}

/** PUT /api/recording-storage/cameras/:id: one camera's retention and quota (administrators). */
export function useUpdateCameraRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: TCameraRetention & { id: string }) =>
      api.put<TRecordingStorage>(`/recording-storage/cameras/${encodeURIComponent(id)}`, input),
    onSuccess: (data) => queryClient.setQueryData(settingsKeys.recordingStorage, data),
  });
}

import type { TCameraSnapshot } from "@hts/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { cameraKeys } from "./camera-keys.ts";

/** POST /api/cameras/:id/snapshots: the server grabs a real JPEG frame from the stream and keeps it. */
export function takeSnapshot({ cameraId }: { cameraId: string }): Promise<TCameraSnapshot> {
  return api.post<TCameraSnapshot>(`/cameras/${encodeURIComponent(cameraId)}/snapshots`);
}

export function useTakeSnapshot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: takeSnapshot,
    onSuccess: (snapshot) =>
      queryClient.invalidateQueries({ queryKey: cameraKeys.snapshots(snapshot.cameraId) }),
  });
}

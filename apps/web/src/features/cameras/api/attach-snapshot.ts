import type { TCameraSnapshot, TSnapshotAttach } from "@hts/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { cameraKeys } from "./camera-keys.ts";

/** PATCH /api/camera-snapshots/:id: joins the picture to an alarm or to a report incident. */
export function attachSnapshot({
  id,
  input,
}: {
  id: string;
  input: TSnapshotAttach;
}): Promise<TCameraSnapshot> {
  return api.patch<TCameraSnapshot>(`/camera-snapshots/${encodeURIComponent(id)}`, input);
}

export function useAttachSnapshot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: attachSnapshot,
    onSuccess: (snapshot) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: cameraKeys.snapshots(snapshot.cameraId) }),
        // The alarm and the report show their attached pictures.
        queryClient.invalidateQueries({ queryKey: ["alarms"] }),
        queryClient.invalidateQueries({ queryKey: ["security-reports"] }),
      ]),
  });
}

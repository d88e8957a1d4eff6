import type { TCamera, TPtzMove } from "@hts/domain";
import { useMutation, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { cameraKeys } from "./camera-keys.ts";

/** GET /api/cameras/:id/ptz: does the camera turn through ONVIF? Asked only for online PTZ cameras. */
export function useCameraPtz(camera: TCamera, online: boolean) {
  return useQuery({
    queryKey: [...cameraKeys.all, "ptz", camera.id, camera.ipAddress, camera.rtspUrl],
    queryFn: ({ signal }) =>
      api.get<{ available: boolean }>(`/cameras/${encodeURIComponent(camera.id)}/ptz`, { signal }),
    enabled: online && camera.type === "ptz",
    staleTime: 5 * 60_000,
  });
}

/** POST /api/cameras/:id/ptz: a short pan, tilt or zoom; the picture shows the result, nothing to refetch. */
export function usePtzMove() {
  return useMutation({
    mutationFn: ({ cameraId, move }: { cameraId: string; move: Partial<TPtzMove> }) =>
      api.post<null>(`/cameras/${encodeURIComponent(cameraId)}/ptz`, move),
  });
}

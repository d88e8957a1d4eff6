import type { TCamera, TCameraPatch } from "@hts/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { cameraKeys } from "./camera-keys.ts";

/** PATCH /api/cameras/:id: settings only; the status is the monitor's and cannot be sent. */
export function updateCamera({ id, input }: { id: string; input: TCameraPatch }): Promise<TCamera> {
  return api.patch<TCamera>(`/cameras/${encodeURIComponent(id)}`, input);
}

export function useUpdateCamera() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCamera,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: cameraKeys.all }),
        // Moving a camera to another site changes both sites' counts.
        queryClient.invalidateQueries({ queryKey: ["sites"] }),
        queryClient.invalidateQueries({ queryKey: ["dashboard"] }),
      ]),
  });
}

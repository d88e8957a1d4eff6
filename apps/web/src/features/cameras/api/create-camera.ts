import type { TCamera, TCameraCreate } from "@hts/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { cameraKeys } from "./camera-keys.ts";

/** POST /api/cameras: 201 with the camera; its status is measured afterwards by the server's monitor. */
export function createCamera(input: TCameraCreate): Promise<TCamera> {
  return api.post<TCamera>("/cameras", input);
}

export function useCreateCamera() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCamera,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: cameraKeys.all }),
        // Site cards and the dashboard count cameras.
        queryClient.invalidateQueries({ queryKey: ["sites"] }),
        queryClient.invalidateQueries({ queryKey: ["dashboard"] }),
      ]),
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { cameraKeys } from "./camera-keys.ts";

/** DELETE /api/cameras/:id: erased; its alarms and snapshots keep their history (decision 017). */
export function deleteCamera({ id }: { id: string }): Promise<void> {
  return api.delete<void>(`/cameras/${encodeURIComponent(id)}`);
}

export function useDeleteCamera() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCamera,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: cameraKeys.all }),
        queryClient.invalidateQueries({ queryKey: ["sites"] }),
        queryClient.invalidateQueries({ queryKey: ["dashboard"] }),
      ]),
  });
}

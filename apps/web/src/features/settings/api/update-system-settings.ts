import type { TSystemSettings } from "@hts/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { settingsKeys } from "./settings-keys.ts";

/** PUT /api/settings/system (administrators). */
export function updateSystemSettings(input: TSystemSettings): Promise<TSystemSettings> {
  return api.put<TSystemSettings>("/settings/system", input);
}

export function useUpdateSystemSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSystemSettings,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsKeys.system }),
        queryClient.invalidateQueries({ queryKey: ["auth", "me"] }),
        queryClient.invalidateQueries({ queryKey: settingsKeys.backups }),
      ]),
  });
}

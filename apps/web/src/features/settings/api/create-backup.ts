import type { TBackup } from "@hts/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { settingsKeys } from "./settings-keys.ts";

/** POST /api/backups: Sauvegarder maintenant. */
export function createBackup(_input?: unknown): Promise<TBackup> {
  return api.post<TBackup>("/backups");
}

export function useCreateBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBackup,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: settingsKeys.backups })]),
  });
}

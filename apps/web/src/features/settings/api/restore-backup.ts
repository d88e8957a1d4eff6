import type { TBackupRestored } from "@hts/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** POST /api/backups/:id/restore: replaces the company's data (the typed name confirms). */
export function restoreBackup({
  id,
  confirmation,
}: {
  id: string;
  confirmation: string;
}): Promise<TBackupRestored> {
  return api.post<TBackupRestored>(`/backups/${encodeURIComponent(id)}/restore`, { confirmation });
}

export function useRestoreBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreBackup,
    // Every screen of the company may show restored data: everything is read again.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { settingsKeys } from "./settings-keys.ts";

/** DELETE /api/auth/sessions/:id. */
export function revokeSession(input: string): Promise<void> {
  return api.delete<void>(`/auth/sessions/${encodeURIComponent(input)}`);
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: settingsKeys.sessions })]),
  });
}

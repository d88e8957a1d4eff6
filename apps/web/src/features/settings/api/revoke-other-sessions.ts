import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { settingsKeys } from "./settings-keys.ts";

/** POST /api/auth/sessions/revoke-others: Déconnecter toutes les autres sessions. */
export function revokeOtherSessions(_input?: unknown): Promise<{ revoked_sessions: number }> {
  return api.post<{ revoked_sessions: number }>("/auth/sessions/revoke-others");
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: settingsKeys.sessions })]),
  });
}

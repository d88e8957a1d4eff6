import type { TPasswordChange } from "@hts/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { settingsKeys } from "./settings-keys.ts";

/** POST /api/auth/password; every other session of the user ends. */
export function changePassword(input: TPasswordChange): Promise<{ revoked_sessions: number }> {
  return api.post<{ revoked_sessions: number }>("/auth/password", input);
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsKeys.sessions }),
        queryClient.invalidateQueries({ queryKey: ["auth", "me"] }),
      ]),
  });
}

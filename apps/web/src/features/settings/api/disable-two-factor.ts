import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { settingsKeys } from "./settings-keys.ts";

/** POST /api/auth/two-factor/disable: password and a code. */
export function disableTwoFactor(input: { password: string; code: string }): Promise<unknown> {
  return api.post<unknown>("/auth/two-factor/disable", input);
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsKeys.twoFactor }),
        queryClient.invalidateQueries({ queryKey: settingsKeys.users }),
      ]),
  });
}

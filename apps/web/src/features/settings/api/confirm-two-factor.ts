import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { settingsKeys } from "./settings-keys.ts";

/** POST /api/auth/two-factor/confirm: the first code; answers the 10 recovery codes. */
export function confirmTwoFactor(input: { code: string }): Promise<{ recovery_codes: string[] }> {
  return api.post<{ recovery_codes: string[] }>("/auth/two-factor/confirm", input);
}

export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTwoFactor,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsKeys.twoFactor }),
        queryClient.invalidateQueries({ queryKey: settingsKeys.users }),
        queryClient.invalidateQueries({ queryKey: ["auth", "me"] }),
      ]),
  });
}

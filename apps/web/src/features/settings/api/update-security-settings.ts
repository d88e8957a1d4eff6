import type { TSecuritySettings } from "@hts/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { settingsKeys } from "./settings-keys.ts";

/** PUT /api/settings/security (administrators); 409 when the IP list would exclude the caller. */
export function updateSecuritySettings(
  input: TSecuritySettings & { confirmIpExclusion?: boolean },
): Promise<TSecuritySettings> {
  return api.put<TSecuritySettings>("/settings/security", input);
}

export function useUpdateSecuritySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSecuritySettings,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsKeys.security }),
        queryClient.invalidateQueries({ queryKey: ["auth", "me"] }),
      ]),
  });
}

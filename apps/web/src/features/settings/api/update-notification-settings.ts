import type { TNotificationPrefs } from "@hts/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { settingsKeys } from "./settings-keys.ts";

/** PUT /api/settings/notifications. */
export function updateNotificationSettings(input: TNotificationPrefs): Promise<TNotificationPrefs> {
  return api.put<TNotificationPrefs>("/settings/notifications", input);
}

export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationSettings,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: settingsKeys.notifications })]),
  });
}

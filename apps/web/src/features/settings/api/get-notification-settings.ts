import type { TNotificationPrefs } from "@hts/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { settingsKeys } from "./settings-keys.ts";

/** GET /api/settings/notifications (with whether an SMS provider exists). */
export function getNotificationSettings({ signal }: { signal?: AbortSignal } = {}) {
  return api.get<TNotificationPrefs & { smsProviderConfigured: boolean }>("/settings/notifications", {
    signal,
  });
}

export function useNotificationSettings() {
  return useQuery(
    queryOptions({
      queryKey: settingsKeys.notifications,
      queryFn: ({ signal }) => getNotificationSettings({ signal }),
    }),
  );
}

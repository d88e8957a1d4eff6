import type { TNotification } from "@hts/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { notificationKeys } from "./notification-keys.ts";

// The bell shows the latest few; older ones belong to a full notifications screen.
const LIMIT = 20;

export function getNotifications({ signal }: { signal?: AbortSignal }): Promise<TNotification[]> {
  return api.get<TNotification[]>("/notifications", { signal, query: { limit: LIMIT } });
}

export function notificationsQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.list,
    queryFn: ({ signal }) => getNotifications({ signal }),
    staleTime: 0,
  });
}

/** Fetched only while the bell's list is open. */
export function useNotifications({ enabled }: { enabled: boolean }) {
  return useQuery({ ...notificationsQueryOptions(), enabled });
}

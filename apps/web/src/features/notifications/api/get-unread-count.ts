import type { ZUnreadCount } from "@hts/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "@/lib/api-client";
import { notificationKeys } from "./notification-keys.ts";

export type TUnreadCount = z.infer<typeof ZUnreadCount>;

const REFRESH_MS = 30_000;

export function getUnreadCount({ signal }: { signal?: AbortSignal }): Promise<TUnreadCount> {
  return api.get<TUnreadCount>("/notifications/unread-count", { signal });
}

// Polled, and refreshed whenever the user comes back to the tab, so the bell is never far behind.
// A 401 here (session revoked elsewhere) sends the browser to /login through the API client.
export function unreadCountQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.unreadCount,
    queryFn: ({ signal }) => getUnreadCount({ signal }),
    refetchInterval: REFRESH_MS,
    refetchOnWindowFocus: "always",
    staleTime: 0,
  });
}

export function useUnreadCount() {
  return useQuery(unreadCountQueryOptions());
}

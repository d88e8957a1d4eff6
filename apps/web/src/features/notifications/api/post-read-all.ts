import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { TUnreadCount } from "./get-unread-count.ts";
import { notificationKeys } from "./notification-keys.ts";

export function postReadAll(): Promise<TUnreadCount> {
  return api.post<TUnreadCount>("/notifications/read-all");
}

export function useReadAll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postReadAll,
    onSuccess: (count) => {
      queryClient.setQueryData(notificationKeys.unreadCount, count);
      return queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { TUnreadCount } from "./get-unread-count.ts";
import { notificationKeys } from "./notification-keys.ts";

export function postReadOne({ id }: { id: string }): Promise<TUnreadCount> {
  return api.post<TUnreadCount>(`/notifications/${encodeURIComponent(id)}/read`);
}

export function useReadOne() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postReadOne,
    onSuccess: (count) => {
      queryClient.setQueryData(notificationKeys.unreadCount, count);
      return queryClient.invalidateQueries({ queryKey: notificationKeys.list });
    },
  });
}

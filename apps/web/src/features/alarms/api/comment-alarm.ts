import type { TAlarm } from "@hts/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { alarmKeys } from "./alarm-keys.ts";

/** POST /api/alarms/:id/comments: 201 with the alarm and all its comments. */
export function commentAlarm({ id, text }: { id: string; text: string }): Promise<TAlarm> {
  return api.post<TAlarm>(`/alarms/${encodeURIComponent(id)}/comments`, { text });
}

export function useCommentAlarm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: commentAlarm,
    onSuccess: (alarm) => {
      queryClient.setQueryData(alarmKeys.detail(alarm.id), alarm);
      return queryClient.invalidateQueries({ queryKey: alarmKeys.all });
    },
  });
}

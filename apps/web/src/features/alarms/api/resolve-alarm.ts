import type { TAlarm } from "@hts/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { alarmKeys } from "./alarm-keys.ts";
import { invalidateAfterAlarmChange } from "./invalidate-alarms.ts";

/** POST /api/alarms/:id/resolve: final (409 if already resolved); records who, when and the response time. */
export function resolveAlarm({ id }: { id: string }): Promise<TAlarm> {
  return api.post<TAlarm>(`/alarms/${encodeURIComponent(id)}/resolve`, {});
}

export function useResolveAlarm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveAlarm,
    onSuccess: (alarm) => {
      queryClient.setQueryData(alarmKeys.detail(alarm.id), alarm);
      return invalidateAfterAlarmChange(queryClient);
    },
  });
}

import type { TAlarm, TAlarmAssign, TAlarmAssignee } from "@hts/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { alarmKeys } from "./alarm-keys.ts";
import { invalidateAfterAlarmChange } from "./invalidate-alarms.ts";

/** POST /api/alarms/:id/take: 'Prendre en charge' (who and when; 409 if already taken or resolved). */
export function takeAlarm({ id }: { id: string }): Promise<TAlarm> {
  return api.post<TAlarm>(`/alarms/${encodeURIComponent(id)}/take`);
}

/** POST /api/alarms/:id/assign: to an account or an agent, or back to nobody; the assignee is notified. */
export function assignAlarm({ id, ...body }: TAlarmAssign & { id: string }): Promise<TAlarm> {
  return api.post<TAlarm>(`/alarms/${encodeURIComponent(id)}/assign`, body);
}

function useAlarmMutation<V>(mutationFn: (variables: V) => Promise<TAlarm>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (alarm) => {
      queryClient.setQueryData(alarmKeys.detail(alarm.id), alarm);
      return invalidateAfterAlarmChange(queryClient);
    },
  });
}

export const useTakeAlarm = () => useAlarmMutation(takeAlarm);
export const useAssignAlarm = () => useAlarmMutation(assignAlarm);

/** GET /api/alarms/assignees: who an alarm can be given to (operators, managers and admins only). */
export function useAssignees({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: alarmKeys.assignees,
    queryFn: ({ signal }) => api.get<TAlarmAssignee[]>("/alarms/assignees", { signal }),
    enabled,
    staleTime: 60_000,
  });
}

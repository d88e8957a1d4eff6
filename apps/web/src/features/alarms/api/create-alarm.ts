import type { TAlarm, TAlarmCreate } from "@hts/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { invalidateAfterAlarmChange } from "./invalidate-alarms.ts";

/** POST /api/alarms: 201 with the alarm; a critical one notifies everyone who reads alarms. */
export function createAlarm(input: TAlarmCreate): Promise<TAlarm> {
  return api.post<TAlarm>("/alarms", input);
}

export function useCreateAlarm() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createAlarm, onSuccess: () => invalidateAfterAlarmChange(queryClient) });
}

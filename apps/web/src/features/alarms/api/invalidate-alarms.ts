import type { QueryClient } from "@tanstack/react-query";
import { alarmKeys } from "./alarm-keys.ts";

/** After any alarm change: the lists and counters here, the site cards and the dashboard elsewhere. */
export function invalidateAfterAlarmChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: alarmKeys.all }),
    queryClient.invalidateQueries({ queryKey: ["sites"] }),
    queryClient.invalidateQueries({ queryKey: ["dashboard"] }),
    // A critical alarm notifies the company's users: the bell's count changes.
    queryClient.invalidateQueries({ queryKey: ["notifications"] }),
  ]);
}

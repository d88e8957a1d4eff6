import type { QueryClient } from "@tanstack/react-query";
import { planningKeys } from "./planning-keys.ts";

/**
 * After a shift changes: both planning screens (shifts and conflicts), the agents' planning screen
 * (its keys start with "planning"), and the dashboard, which counts agents on duty.
 */
export function invalidateAfterShiftChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: planningKeys.all }),
    queryClient.invalidateQueries({ queryKey: ["planning"] }),
    queryClient.invalidateQueries({ queryKey: ["dashboard"] }),
  ]);
}

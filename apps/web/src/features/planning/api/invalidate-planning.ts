import type { QueryClient } from "@tanstack/react-query";
import { planningKeys } from "./planning-keys.ts";

/**
 * After any agent or shift change: this screen, the dashboard (agents online come from shifts) and the
 * payroll screen (hours come from the planning) are stale. Root keys only, since features own their keys.
 */
export function invalidatePlanning(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: planningKeys.all }),
    queryClient.invalidateQueries({ queryKey: ["dashboard"] }),
    queryClient.invalidateQueries({ queryKey: ["payroll"] }),
  ]);
}

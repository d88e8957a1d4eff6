import type { QueryClient } from "@tanstack/react-query";
import { planningKeys } from "./planning-keys.ts";

/**
 * The query-key roots of every screen that shows shifts or what they produce: the three planning pages
 * ("planning"), agent management ("agents": cards, leave, the agent's shifts), the dashboard (agents on
 * duty) and payroll (hours come from the planning).
 */
export const SHIFT_DEPENDENT_ROOTS = [planningKeys.all, ["agents"], ["dashboard"], ["payroll"]] as const;

/** After any shift, leave or agent change, wherever it was made: every screen that shows it is refreshed. */
export function invalidatePlanning(queryClient: QueryClient) {
  return Promise.all(
    SHIFT_DEPENDENT_ROOTS.map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] })),
  );
}

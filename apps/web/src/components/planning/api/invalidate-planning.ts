import type { QueryClient } from "@tanstack/react-query";

/**
 * The query-key roots of every screen that shows shifts or what they produce: Planning Avancé and
 * Planning PRO ("planning-advanced"), Planning des Agents ("planning-agents"), the dashboard (agents on
 * duty) and payroll (hours come from the planning).
 */
export const SHIFT_DEPENDENT_ROOTS = [
  ["planning-advanced"],
  ["planning-agents"],
  ["dashboard"],
  ["payroll"],
] as const;

/** After any shift (or agent) change, wherever it was made: every planning screen is refreshed. */
export function invalidateAfterShiftChange(queryClient: QueryClient) {
  return Promise.all(
    SHIFT_DEPENDENT_ROOTS.map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] })),
  );
}

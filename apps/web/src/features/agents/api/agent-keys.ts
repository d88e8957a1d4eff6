/**
 * Query keys of agent management. The root is refreshed with the planning after any shift, leave or
 * agent change (`invalidatePlanning` of the planning feature).
 */
export const agentKeys = {
  all: ["agents"] as const,
  list: (filters: { q?: string; status?: string }) => ["agents", "list", filters] as const,
  unavailability: (agentId: string) => ["agents", "unavailability", agentId] as const,
  /** The agent's scheduled shifts a period would cover (decision 054), refreshed with the planning. */
  coveredShifts: (agentId: string, period: { startDate: string; endDate: string }) =>
    ["agents", "unavailability", agentId, "covered-shifts", period] as const,
};

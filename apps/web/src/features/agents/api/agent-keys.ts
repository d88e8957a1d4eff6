/**
 * Query keys of agent management. The root is refreshed with the planning after any shift, leave or
 * agent change (`invalidatePlanning` of the planning feature).
 */
export const agentKeys = {
  all: ["agents"] as const,
  list: (filters: { q?: string; status?: string }) => ["agents", "list", filters] as const,
  unavailability: (agentId: string) => ["agents", "unavailability", agentId] as const,
};

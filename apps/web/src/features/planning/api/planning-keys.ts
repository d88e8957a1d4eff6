/**
 * Query keys of the 'Planning des Agents' screen. Everything hangs under one root so a mutation can
 * refresh the whole screen (counters, tabs, pop-up) with a single invalidation.
 */
export const planningKeys = {
  all: ["planning-agents"] as const,
  agents: (filters: { q?: string; status?: string }) => ["planning-agents", "agents", filters] as const,
  allShifts: ["planning-agents", "shifts"] as const,
  shifts: (filters: { start: string; end: string; siteId?: string; agentId?: string }) =>
    ["planning-agents", "shifts", filters] as const,
  sites: ["planning-agents", "sites"] as const,
  unavailability: (agentId: string) => ["planning-agents", "unavailability", agentId] as const,
};

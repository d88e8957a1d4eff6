export type PlanningRange = { start_date: string; end_date: string };

/**
 * Query keys shared by 'Planning Avancé' and 'HTS PLANNING PRO'. Both screens read the same shifts, so a
 * change made on one is seen on the other after invalidating `planningKeys.all`.
 */
export const planningKeys = {
  all: ["planning-advanced"] as const,
  shifts: (range: PlanningRange) => ["planning-advanced", "shifts", range] as const,
  conflicts: (range: PlanningRange) => ["planning-advanced", "conflicts", range] as const,
  unavailability: (range: PlanningRange) => ["planning-advanced", "unavailability", range] as const,
  templates: ["planning-advanced", "templates"] as const,
  agents: ["planning-advanced", "agents"] as const,
  sites: ["planning-advanced", "sites"] as const,
};

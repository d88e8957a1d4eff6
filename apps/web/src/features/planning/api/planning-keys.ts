export type PlanningRange = { start_date: string; end_date: string };

/** A list of shifts: the days (inclusive, yyyy-MM-dd) and optionally one site or one agent. */
export type ShiftQuery = PlanningRange & { site_id?: string; agent_id?: string };

/**
 * The one query-key root of the planning feature: 'Planning des Agents', 'Planning Avancé' and
 * 'HTS PLANNING PRO' read the same shifts under the same keys, so a change made on one screen is seen on
 * the others after invalidating `planningKeys.all` (see `invalidatePlanning`).
 */
export const planningKeys = {
  all: ["planning"] as const,
  allShifts: ["planning", "shifts"] as const,
  shifts: (query: ShiftQuery) => ["planning", "shifts", query] as const,
  conflicts: (range: PlanningRange) => ["planning", "conflicts", range] as const,
  unavailability: (range: PlanningRange) => ["planning", "unavailability", range] as const,
  templates: ["planning", "templates"] as const,
  /** The choices of the shift forms (agents with the company's total, sites). */
  agentChoices: ["planning", "agent-choices"] as const,
  siteChoices: ["planning", "site-choices"] as const,
};

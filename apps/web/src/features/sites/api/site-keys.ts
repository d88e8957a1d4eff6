/**
 * Query keys of the sites area. Camera and alarm mutations elsewhere (and the live-event hook) invalidate
 * `["sites"]` because a site card shows camera and alarm counts.
 */
export const siteKeys = {
  all: ["sites"] as const,
  list: (filters: { q?: string; archived?: boolean }) => ["sites", "list", filters] as const,
  detail: (id: string) => ["sites", "detail", id] as const,
  cameras: (id: string) => ["sites", "detail", id, "cameras"] as const,
  alarms: (id: string) => ["sites", "detail", id, "alarms"] as const,
};

import type { TAuditQuery } from "@hts/domain";

/** One query-key root for the Settings screen. */
export const settingsKeys = {
  all: ["settings"] as const,
  profile: ["settings", "profile"] as const,
  notifications: ["settings", "notifications"] as const,
  security: ["settings", "security"] as const,
  system: ["settings", "system"] as const,
  company: ["settings", "company"] as const,
  twoFactor: ["settings", "two-factor"] as const,
  sessions: ["settings", "sessions"] as const,
  users: ["settings", "users"] as const,
  agentChoices: ["settings", "agent-choices"] as const,
  audit: (query: Partial<TAuditQuery>) => ["settings", "audit", query] as const,
  auditFacets: ["settings", "audit-facets"] as const,
  backups: ["settings", "backups"] as const,
  recordingStorage: ["settings", "recording-storage"] as const,
};

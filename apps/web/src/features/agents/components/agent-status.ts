import type { TAgentStatus } from "@hts/domain";

/** The filter's words are the statuses in lower case (spec section 4); "" means all. */
export const AGENT_STATUS_FILTERS = ["", "actif", "repos", "en congé", "indisponible"] as const;

// Key names for i18n (statuses contain spaces and accents, keys should not).
export const AGENT_STATUS_KEYS: Record<TAgentStatus, "active" | "rest" | "leave" | "unavailable"> = {
  Actif: "active",
  Repos: "rest",
  "En congé": "leave",
  Indisponible: "unavailable",
};

export const AGENT_STATUS_DOT: Record<TAgentStatus, string> = {
  Actif: "bg-green-600",
  Repos: "bg-slate-400",
  "En congé": "bg-amber-500",
  Indisponible: "bg-red-600",
};

/** "Lucas Petit" -> "LP", for an agent without a photo. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? "";
  const last = parts.length > 1 ? (parts.at(-1)?.[0] ?? "") : "";
  return `${first}${last}`.toUpperCase();
}

// Who may read or change which area. The server enforces this on every route (one hook, route config
// `access: { area, level }`); the web app uses the same table to hide what a role may not open.

/** `client`: a user of a client (donneur d'ordre) who sees only the portal of his sites (issue 25). */
export const ROLES = ["admin", "manager", "planner", "operator", "agent", "client"] as const;
export type TRole = (typeof ROLES)[number];

export const AREAS = [
  "companies",
  "users",
  "dashboard",
  "sites",
  "cameras",
  "alarms",
  "access",
  "radio",
  "reports",
  "security-reports",
  "agents",
  "planning",
  "payroll",
  "ai-insights",
  "settings",
  "notifications",
  "events",
  "audit",
  /** The control room's floor view: who is on duty, missing, late (issue 22). */
  "field",
  /** Clients (donneurs d'ordre), their contacts, sites and portal settings; requests they file (issue 25). */
  "clients",
  /** The client portal: what a client user reads of his own sites (issue 25). */
  "portal",
] as const;
export type TArea = (typeof AREAS)[number];

export type TAccess = "none" | "read" | "write";

const LEVEL: Record<TAccess, number> = { none: 0, read: 1, write: 2 };

type TMatrix = Record<TRole, Partial<Record<TArea, TAccess>>>;

/** Areas every signed-in user needs: their own settings, notifications and the live event stream. */
const PERSONAL: Partial<Record<TArea, TAccess>> = {
  settings: "write",
  notifications: "write",
  events: "read",
  dashboard: "read",
};

// Missing entries mean "none". An admin gets everything, see `accessOf`.
const MATRIX: TMatrix = {
  admin: {},
  manager: {
    ...PERSONAL,
    companies: "read",
    users: "read",
    sites: "write",
    cameras: "write",
    alarms: "write",
    access: "write",
    radio: "write",
    reports: "write",
    "security-reports": "write",
    agents: "write",
    planning: "write",
    payroll: "write",
    "ai-insights": "read",
    audit: "read",
    field: "read",
    clients: "write",
    // To see a client's portal as the client sees it before deciding what to publish.
    portal: "read",
  },
  planner: {
    ...PERSONAL,
    companies: "read",
    sites: "read",
    agents: "write",
    planning: "write",
    payroll: "write",
    reports: "read",
    "security-reports": "read",
    "ai-insights": "read",
    field: "read",
    clients: "read",
  },
  operator: {
    ...PERSONAL,
    companies: "read",
    sites: "read",
    cameras: "write",
    alarms: "write",
    access: "write",
    radio: "write",
    reports: "read",
    "security-reports": "write",
    agents: "read",
    planning: "read",
    "ai-insights": "read",
    field: "read",
  },
  agent: {
    ...PERSONAL,
    companies: "read",
    sites: "read",
    // The colleagues of their sites and their own record; the record policy narrows it (decision 015).
    agents: "read",
    alarms: "read",
    radio: "write",
    "security-reports": "write",
    planning: "read",
  },
  // A client user reads the portal of his sites and files requests; nothing of the office app. His own
  // settings (language, password, two-factor) only: no dashboard, no live event stream.
  client: {
    settings: "write",
    notifications: "write",
    portal: "write",
  },
};

export function accessOf({ role, area }: { role: TRole; area: TArea }): TAccess {
  if (role === "admin") return "write";
  return MATRIX[role][area] ?? "none";
}

/** True when `role` may do at least `level` on `area`. */
export function can({ role, area, level }: { role: TRole; area: TArea; level: Exclude<TAccess, "none"> }) {
  return LEVEL[accessOf({ role, area })] >= LEVEL[level];
}

export const ROLE_LABELS: Record<TRole, string> = {
  admin: "Administrateur",
  manager: "Responsable",
  planner: "Planificateur",
  operator: "Opérateur",
  agent: "Agent",
  client: "Client",
};

import { can, type TArea, type TRole } from "@hts/domain/auth/roles.rules";
import type { ParseKeys } from "i18next";
import {
  Brain,
  Building2,
  Calculator,
  CalendarClock,
  CalendarDays,
  CalendarRange,
  Camera,
  ClipboardList,
  FileText,
  KeyRound,
  LayoutDashboard,
  type LucideIcon,
  MapPinned,
  MessageSquareText,
  NotebookPen,
  Radio,
  Route,
  Settings,
  Siren,
} from "lucide-react";

export type NavItem = {
  /** Absolute path; `/dashboard` itself is matched exactly, the others by prefix. */
  path: string;
  labelKey: ParseKeys;
  /** Permission area of `roles.rules.ts`: the entry shows when the role may read it. */
  area: TArea;
  badge?: string;
  /** The badge is the name of the AI engine in use, read from GET /api/ai-insights/engine. */
  engineBadge?: boolean;
  icon: LucideIcon;
  /** Only these roles see the entry (the area alone would show it to more). */
  roles?: readonly TRole[];
};

// Order, labels, paths and badges are the spec's (part 1, section 2, "Sidebar"). Badges are product
// names (PRO...), the same in every language, so they are not translated. AI insights shows the engine
// really answering instead of the spec's "GPT-4" (decision 044): `engineBadge`, filled by the sidebar.
export const NAV_ITEMS: readonly NavItem[] = [
  { path: "/dashboard", labelKey: "nav.dashboard", area: "dashboard", icon: LayoutDashboard },
  {
    path: "/dashboard/ai-insights",
    labelKey: "nav.aiInsights",
    area: "ai-insights",
    engineBadge: true,
    icon: Brain,
  },
  { path: "/dashboard/sites", labelKey: "nav.sites", area: "sites", icon: Building2 },
  // Post orders and lone-worker rules (issue 22): office roles; agents read theirs in the agent app.
  {
    path: "/dashboard/post-orders",
    labelKey: "nav.postOrders",
    area: "sites",
    icon: ClipboardList,
    roles: ["admin", "manager", "planner", "operator"],
  },
  { path: "/dashboard/cameras", labelKey: "nav.cameras", area: "cameras", icon: Camera },
  { path: "/dashboard/alarms", labelKey: "nav.alarms", area: "alarms", icon: Siren },
  { path: "/dashboard/access", labelKey: "nav.access", area: "access", icon: KeyRound },
  // Issue 22: the control room's floor, 'Sur le terrain' (not in the spec's sidebar, which predates it).
  { path: "/dashboard/field", labelKey: "nav.field", area: "field", icon: MapPinned },
  { path: "/dashboard/tours", labelKey: "nav.tours", area: "field", icon: Route },
  // Issue 23: the logbook (main courante) written from the phones; agents write theirs in the agent app.
  {
    path: "/dashboard/logbook",
    labelKey: "nav.logbook",
    area: "sites",
    icon: NotebookPen,
    roles: ["admin", "manager", "planner", "operator"],
  },
  // Issue 25: what clients ask from their portal; managers and admins answer (the record policy's readers).
  {
    path: "/dashboard/client-requests",
    labelKey: "nav.clientRequests",
    area: "clients",
    icon: MessageSquareText,
    roles: ["admin", "manager"],
  },
  { path: "/dashboard/radio", labelKey: "nav.radio", area: "radio", badge: "IA", icon: Radio },
  {
    path: "/dashboard/security-reports",
    labelKey: "nav.securityReports",
    area: "security-reports",
    icon: FileText,
  },
  { path: "/dashboard/planning", labelKey: "nav.planning", area: "planning", icon: CalendarDays },
  {
    path: "/dashboard/planning-advanced",
    labelKey: "nav.planningAdvanced",
    area: "planning",
    badge: "PRO",
    icon: CalendarRange,
  },
  {
    path: "/dashboard/planning-pro",
    labelKey: "nav.planningPro",
    area: "planning",
    badge: "V9",
    icon: CalendarClock,
  },
  {
    path: "/dashboard/salary-calculator",
    labelKey: "nav.salaryCalculator",
    area: "payroll",
    badge: "NEW",
    icon: Calculator,
  },
  { path: "/dashboard/settings", labelKey: "nav.settings", area: "settings", icon: Settings },
];

/** Routes with no sidebar entry still need a header title (spec: reports has a route but no entry). */
const EXTRA_TITLES: readonly { path: string; labelKey: ParseKeys }[] = [
  { path: "/dashboard/reports", labelKey: "nav.reports" },
  { path: "/dashboard/my-badge", labelKey: "nav.myBadge" },
  { path: "/dashboard/timesheets", labelKey: "nav.timesheets" },
];

/** The entries a role may open; the server enforces the same table on every call. */
export function visibleNavItems(role: TRole): NavItem[] {
  return NAV_ITEMS.filter(
    (item) => can({ role, area: item.area, level: "read" }) && (!item.roles || item.roles.includes(role)),
  );
}

function matches(path: string, pathname: string): boolean {
  if (path === "/dashboard") return pathname === "/dashboard" || pathname === "/dashboard/";
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** The header title of the current screen, or null for an unknown path (the 404 page has its own). */
export function titleKeyFor(pathname: string): ParseKeys | null {
  const found = [...NAV_ITEMS, ...EXTRA_TITLES].find((item) => matches(item.path, pathname));
  return found?.labelKey ?? null;
}

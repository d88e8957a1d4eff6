import type { TArea } from "@hts/domain/auth/roles.rules";
import type { ParseKeys } from "i18next";
import { createBrowserRouter, type RouteObject } from "react-router";
import { lazyNamed } from "./lazy-named.ts";
import { roleAppRoutes } from "./role-app-routes.tsx";
import { RootLayout } from "./root-layout.tsx";
import { RouteErrorPage } from "./route-error-page.tsx";
import { FullCatalog, GuestOnly, RegisterRedirect, RequireAuth, StaffOnly } from "./route-guards.tsx";
import { RequireArea } from "./shell/require-area.tsx";

// Every screen is its own chunk: the landing page must not pay for the dashboard's code.
const loadLanding = () => import("@/features/landing/pages/landing-page");
const loadLogin = () => import("@/features/auth/pages/login-page");
const LandingPage = lazyNamed(loadLanding, "LandingPage");
const LoginPage = lazyNamed(loadLogin, "LoginPage");

/**
 * The public entry pages' chunks, requested as soon as the entry script runs (main.tsx) rather than when
 * React first renders the route and suspends: the download overlaps the first render instead of following
 * it. React.lazy's own import() later gets the same module (decision 048).
 */
const firstScreens: Record<string, () => Promise<unknown>> = { "/": loadLanding, "/login": loadLogin };

export function preloadFirstScreen(pathname: string): void {
  void firstScreens[pathname.replace(/(.)\/$/, "$1")]?.();
}
const RegisterCompanyPage = lazyNamed(
  () => import("@/features/auth/pages/register-company-page"),
  "RegisterCompanyPage",
);
const DashboardLayout = lazyNamed(() => import("./dashboard-layout.tsx"), "DashboardLayout");
const ComingSoonPage = lazyNamed(() => import("./coming-soon-page.tsx"), "ComingSoonPage");
const NotFoundPage = lazyNamed(() => import("./not-found-page.tsx"), "NotFoundPage");
const SalaryCalculatorPage = lazyNamed(
  () => import("@/features/payroll/pages/salary-calculator-page"),
  "SalaryCalculatorPage",
);
const PayrollSettingsPage = lazyNamed(
  () => import("@/features/payroll/pages/payroll-settings-page"),
  "PayrollSettingsPage",
);
const TimesheetsPage = lazyNamed(
  () => import("@/features/attendance/pages/timesheets-page"),
  "TimesheetsPage",
);
const SecurityReportsPage = lazyNamed(
  () => import("@/features/security-reports/pages/security-reports-page"),
  "SecurityReportsPage",
);
const ReportsPage = lazyNamed(() => import("@/features/reports/pages/reports-page"), "ReportsPage");
const DashboardPage = lazyNamed(() => import("@/features/dashboard/pages/dashboard-page"), "DashboardPage");
const SitesPage = lazyNamed(() => import("@/features/sites/pages/sites-page"), "SitesPage");
const PostOrdersPage = lazyNamed(
  () => import("@/features/post-orders/pages/post-orders-page"),
  "PostOrdersPage",
);
const SiteDetailPage = lazyNamed(() => import("@/features/sites/pages/site-detail-page"), "SiteDetailPage");
const CamerasPage = lazyNamed(() => import("@/features/cameras/pages/cameras-page"), "CamerasPage");
const AlarmsPage = lazyNamed(() => import("@/features/alarms/pages/alarms-page"), "AlarmsPage");
const PlanningAdvancedPage = lazyNamed(
  () => import("@/features/planning/pages/planning-advanced-page"),
  "PlanningAdvancedPage",
);
const PlanningProPage = lazyNamed(
  () => import("@/features/planning/pages/planning-pro-page"),
  "PlanningProPage",
);
const PlanningPage = lazyNamed(() => import("@/features/planning/pages/planning-page"), "PlanningPage");
// Issue 10: settings and account pages.
const SettingsPage = lazyNamed(() => import("@/features/settings/pages/settings-page"), "SettingsPage");
const ForgotPasswordPage = lazyNamed(
  () => import("@/features/account/pages/forgot-password-page"),
  "ForgotPasswordPage",
);
const ResetPasswordPage = lazyNamed(
  () => import("@/features/account/pages/reset-password-page"),
  "ResetPasswordPage",
);
const InvitationPage = lazyNamed(() => import("@/features/account/pages/invitation-page"), "InvitationPage");
const AiInsightsPage = lazyNamed(
  () => import("@/features/ai-insights/pages/ai-insights-page"),
  "AiInsightsPage",
);
const RadioPage = lazyNamed(() => import("@/features/radio/pages/radio-page"), "RadioPage");
const FieldPage = lazyNamed(() => import("@/features/field/pages/field-page"), "FieldPage");
const ToursBoardPage = lazyNamed(() => import("@/features/tours/pages/tours-board-page"), "ToursBoardPage");
const AccessPage = lazyNamed(() => import("@/features/access/pages/access-page"), "AccessPage");
const MyBadgePage = lazyNamed(() => import("@/features/access/pages/my-badge-page"), "MyBadgePage");
// A gate's tablet: authenticated by its access point's key, not by a user session.
const AccessReaderPage = lazyNamed(
  () => import("@/features/access/pages/access-reader-page"),
  "AccessReaderPage",
);
const ClientRequestsPage = lazyNamed(
  () => import("@/features/clients/pages/client-requests-page"),
  "ClientRequestsPage",
);
const LogbookPage = lazyNamed(() => import("@/features/logbook/pages/logbook-page"), "LogbookPage");
const PlatformPage = lazyNamed(() => import("@/features/platform/pages/platform-page"), "PlatformPage");
const MaintenancePage = lazyNamed(
  () => import("@/features/account/pages/maintenance-page"),
  "MaintenancePage",
);

/**
 * Dashboard screens not built yet. When a screen lands, replace its `element` here with its own lazy
 * page, e.g. `const SitesPage = lazyNamed(() => import("@/features/sites/pages/sites-page"), "SitesPage");`
 * Each screen names its permission area (packages/domain/src/auth/roles.rules.ts): a role that may not
 * read it gets "Accès refusé" instead of the screen, as the sidebar hides the entry.
 */
const comingSoon: { path?: string; titleKey: ParseKeys; area: TArea }[] = [];

/** Wraps a dashboard route in its permission check. */
function guarded(area: TArea, route: RouteObject): RouteObject {
  return { element: <RequireArea area={area} />, children: [route] };
}

const dashboardRoutes: RouteObject[] = [
  guarded("payroll", { path: "salary-calculator", element: <SalaryCalculatorPage /> }),
  guarded("payroll", { path: "salary-calculator/settings", element: <PayrollSettingsPage /> }),
  guarded("payroll", { path: "timesheets", element: <TimesheetsPage /> }),
  guarded("security-reports", { path: "security-reports", element: <SecurityReportsPage /> }),
  guarded("reports", { path: "reports", element: <ReportsPage /> }),
  guarded("dashboard", { index: true, element: <DashboardPage /> }),
  guarded("sites", { path: "sites", element: <SitesPage /> }),
  guarded("sites", { path: "sites/:id", element: <SiteDetailPage /> }),
  guarded("sites", { path: "post-orders", element: <PostOrdersPage /> }),
  guarded("cameras", { path: "cameras", element: <CamerasPage /> }),
  guarded("alarms", { path: "alarms", element: <AlarmsPage /> }),
  guarded("planning", { path: "planning-advanced", element: <PlanningAdvancedPage /> }),
  guarded("planning", { path: "planning-pro", element: <PlanningProPage /> }),
  guarded("planning", { path: "planning", element: <PlanningPage /> }),
  guarded("settings", { path: "settings", element: <SettingsPage /> }),
  guarded("access", { path: "access", element: <AccessPage /> }),
  // Every signed-in holder's own rotating QR code (decision 082): no area of its own.
  guarded("dashboard", { path: "my-badge", element: <MyBadgePage /> }),
  guarded("ai-insights", { path: "ai-insights", element: <AiInsightsPage /> }),
  guarded("radio", { path: "radio", element: <RadioPage /> }),
  guarded("field", { path: "field", element: <FieldPage /> }),
  guarded("field", { path: "tours", element: <ToursBoardPage /> }),
  guarded("sites", { path: "logbook", element: <LogbookPage /> }),
  guarded("clients", { path: "client-requests", element: <ClientRequestsPage /> }),
  ...comingSoon.map(({ path, titleKey, area }): RouteObject => {
    const element = <ComingSoonPage key={titleKey} titleKey={titleKey} />;
    return guarded(area, path ? { path, element } : { index: true, element });
  }),
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <LandingPage /> },
      {
        element: <GuestOnly />,
        children: [
          { path: "login", element: <LoginPage /> },
          { path: "register-company", element: <RegisterCompanyPage /> },
          { path: "forgot-password", element: <ForgotPasswordPage /> },
          { path: "reset-password", element: <ResetPasswordPage /> },
          { path: "invitation", element: <InvitationPage /> },
        ],
      },
      { path: "maintenance", element: <MaintenancePage /> },
      // The gate's tablet and the platform console (decision 106) show full-catalog texts.
      { element: <FullCatalog />, children: [{ path: "access-reader", element: <AccessReaderPage /> }] },
      { element: <FullCatalog />, children: [{ path: "platform", element: <PlatformPage /> }] },
      { path: "register", element: <RegisterRedirect /> },
      {
        path: "dashboard",
        element: <RequireAuth />,
        children: [
          { element: <StaffOnly />, children: [{ element: <DashboardLayout />, children: dashboardRoutes }] },
        ],
      },
      ...roleAppRoutes,
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);

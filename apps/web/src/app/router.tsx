import type { ParseKeys } from "i18next";
import { createBrowserRouter, type RouteObject } from "react-router";
import { lazyNamed } from "./lazy-named.ts";
import { RootLayout } from "./root-layout.tsx";
import { RouteErrorPage } from "./route-error-page.tsx";
import { GuestOnly, RegisterRedirect, RequireAuth } from "./route-guards.tsx";

// Every screen is its own chunk: the landing page must not pay for the dashboard's code.
const LandingPage = lazyNamed(() => import("@/features/landing/pages/landing-page"), "LandingPage");
const LoginPage = lazyNamed(() => import("@/features/auth/pages/login-page"), "LoginPage");
const RegisterCompanyPage = lazyNamed(
  () => import("@/features/auth/pages/register-company-page"),
  "RegisterCompanyPage",
);
const DashboardLayout = lazyNamed(() => import("./dashboard-layout.tsx"), "DashboardLayout");
const ComingSoonPage = lazyNamed(() => import("./coming-soon-page.tsx"), "ComingSoonPage");
const NotFoundPage = lazyNamed(() => import("./not-found-page.tsx"), "NotFoundPage");

/**
 * Dashboard screens not built yet. When a screen lands, remove its line here and add a route to
 * `dashboardRoutes` with its own lazy page, e.g.
 * `{ path: "sites", element: <SitesPage /> }` with
 * `const SitesPage = lazyNamed(() => import("@/features/sites/pages/sites-page"), "SitesPage");`
 */
const comingSoon: { path?: string; titleKey: ParseKeys }[] = [
  { titleKey: "modules.dashboard" },
  { path: "sites", titleKey: "modules.sites" },
  { path: "cameras", titleKey: "modules.cameras" },
  { path: "alarms", titleKey: "modules.alarms" },
  { path: "access", titleKey: "modules.access" },
  { path: "radio", titleKey: "modules.radio" },
  { path: "reports", titleKey: "modules.reports" },
  { path: "security-reports", titleKey: "modules.securityReports" },
  { path: "planning", titleKey: "modules.planning" },
  { path: "planning-advanced", titleKey: "modules.planningAdvanced" },
  { path: "planning-pro", titleKey: "modules.planningPro" },
  { path: "salary-calculator", titleKey: "modules.salaryCalculator" },
  { path: "ai-insights", titleKey: "modules.aiInsights" },
  { path: "settings", titleKey: "modules.settings" },
];

const dashboardRoutes: RouteObject[] = [
  ...comingSoon.map(({ path, titleKey }): RouteObject => {
    const element = <ComingSoonPage key={titleKey} titleKey={titleKey} />;
    return path ? { path, element } : { index: true, element };
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
        ],
      },
      { path: "register", element: <RegisterRedirect /> },
      {
        path: "dashboard",
        element: <RequireAuth />,
        children: [{ element: <DashboardLayout />, children: dashboardRoutes }],
      },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);

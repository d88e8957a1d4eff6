import type { RouteObject } from "react-router";
import { lazyNamed } from "./lazy-named.ts";
import { ClientOnly, RequireAuth, StaffOnly } from "./route-guards.tsx";

// The apps of one role each, outside the office layout: the agent's phone app (issue 22, decision 089)
// and the client portal (issue 25). Kept apart from router.tsx, which lists the office screens.

const AgentLayout = lazyNamed(() => import("@/features/agent-app/pages/agent-layout"), "AgentLayout");
const AgentShiftsPage = lazyNamed(
  () => import("@/features/agent-app/pages/agent-shifts-page"),
  "AgentShiftsPage",
);
const AgentPostOrdersPage = lazyNamed(
  () => import("@/features/agent-app/pages/agent-post-orders-page"),
  "AgentPostOrdersPage",
);
const AgentServicePage = lazyNamed(
  () => import("@/features/agent-app/pages/agent-service-page"),
  "AgentServicePage",
);
const AgentInfoPage = lazyNamed(() => import("@/features/agent-app/pages/agent-info-page"), "AgentInfoPage");
const PortalPage = lazyNamed(() => import("@/features/portal/pages/portal-page"), "PortalPage");

export const roleAppRoutes: RouteObject[] = [
  {
    path: "portail",
    element: <RequireAuth />,
    children: [{ element: <ClientOnly />, children: [{ index: true, element: <PortalPage /> }] }],
  },
  {
    path: "agent",
    element: <RequireAuth />,
    children: [
      {
        element: <StaffOnly />,
        children: [
          {
            element: <AgentLayout />,
            children: [
              { index: true, element: <AgentShiftsPage /> },
              { path: "post-orders", element: <AgentPostOrdersPage /> },
              { path: "service", element: <AgentServicePage /> },
              { path: "info", element: <AgentInfoPage /> },
            ],
          },
        ],
      },
    ],
  },
];

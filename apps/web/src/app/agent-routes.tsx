import type { RouteObject } from "react-router";
import { lazyNamed } from "./lazy-named.ts";
import { RequireAuth, StaffOnly } from "./route-guards.tsx";

// Issue 22: the agent's phone app, its own layout and screens (decision 089).
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
const AgentToursPage = lazyNamed(
  () => import("@/features/agent-app/pages/agent-tours-page"),
  "AgentToursPage",
);
const AgentLogbookPage = lazyNamed(
  () => import("@/features/agent-app/pages/agent-logbook-page"),
  "AgentLogbookPage",
);
const AgentInfoPage = lazyNamed(() => import("@/features/agent-app/pages/agent-info-page"), "AgentInfoPage");

/** /agent: the phone app's routes, apart from the office's (decision 089; the tours and logbook tabs: issue 23). */
export const agentRoute: RouteObject = {
  path: "agent",
  element: <RequireAuth />,
  children: [
    {
      // A client user (issue 25) has no agent app: StaffOnly sends him to his portal.
      element: <StaffOnly />,
      children: [
        {
          element: <AgentLayout />,
          children: [
            { index: true, element: <AgentShiftsPage /> },
            { path: "post-orders", element: <AgentPostOrdersPage /> },
            { path: "service", element: <AgentServicePage /> },
            { path: "tours", element: <AgentToursPage /> },
            { path: "logbook", element: <AgentLogbookPage /> },
            { path: "info", element: <AgentInfoPage /> },
          ],
        },
      ],
    },
  ],
};

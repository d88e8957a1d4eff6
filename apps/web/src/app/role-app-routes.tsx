import type { RouteObject } from "react-router";
import { agentRoute } from "./agent-routes.tsx";
import { lazyNamed } from "./lazy-named.ts";
import { ClientOnly, RequireAuth } from "./route-guards.tsx";

// The apps of one role each, outside the office layout: the agent's phone app (issue 22, decision 089,
// its routes in agent-routes.tsx) and the client portal (issue 25). Kept apart from router.tsx, which
// lists the office screens.

const PortalPage = lazyNamed(() => import("@/features/portal/pages/portal-page"), "PortalPage");

export const roleAppRoutes: RouteObject[] = [
  {
    path: "portail",
    element: <RequireAuth />,
    children: [{ element: <ClientOnly />, children: [{ index: true, element: <PortalPage /> }] }],
  },
  agentRoute,
];

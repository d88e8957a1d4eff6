import type { RouteObject } from "react-router";
import { prefetchFullCatalog } from "@/i18n/i18n";
import { meQueryOptions } from "@/lib/auth/auth-api";
import { queryClient } from "@/lib/query-client";
import { readSession } from "@/lib/session-storage";
import { lazyNamed } from "./lazy-named.ts";
import { RequireAuth, StaffOnly } from "./route-guards.tsx";

// Issue 22: the agent's phone app, its own layout and screens (decision 089).
const loadLayout = () => import("@/features/agent-app/pages/agent-layout");
const loadShifts = () => import("@/features/agent-app/pages/agent-shifts-page");
// Opened on /agent (the phone's start screen), the layout, the shifts page and the connected screens'
// French texts are fetched at once, beside the session check, rather than one after the other once the
// session is confirmed and each is rendered: three round trips less before the first screen on a phone
// network (Lighthouse, issue 22). A failed fetch is fetched again when the screen needs it.
if (typeof window !== "undefined" && /^\/agent\/?$/.test(window.location.pathname)) {
  void loadLayout().catch(() => {});
  void loadShifts().catch(() => {});
  prefetchFullCatalog();
  prefetchStartData();
}

/**
 * The start screen's data, asked for beside its code (decision 132): the session check, which the
 * routes wait for, at once; the agent's shifts, attendance and lone-worker state, which the layout and
 * the shifts page would ask for only once rendered, as soon as the layout's chunk is in (it holds the
 * shifts page and the API module too). The shifts are then in the cache when the page first renders,
 * so the screen shows them (its largest text, the LCP) with its header instead of a spinner and one
 * more round trip later. Same query keys: React Query dedupes, and a screen mounted while a request is
 * under way waits for it. Only with a stored session (without one the routes send to /login); a
 * refused token ends the session as any 401 does.
 */
function prefetchStartData(): void {
  if (!readSession()) return;
  void queryClient.prefetchQuery(meQueryOptions());
  void loadLayout()
    .then((layout) => layout.prefetchStartData(queryClient))
    .catch(() => {});
}
// The layout's module also exports prefetchStartData: only its component is given to lazyNamed.
const AgentLayout = lazyNamed(() => loadLayout().then(({ AgentLayout }) => ({ AgentLayout })), "AgentLayout");
const AgentShiftsPage = lazyNamed(loadShifts, "AgentShiftsPage");
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

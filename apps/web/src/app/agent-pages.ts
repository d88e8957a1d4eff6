import { lazyNamed } from "./lazy-named.ts";

// Issue 22: the agent's phone app, its own layout and screens (decision 089), loaded on demand; issue 23
// adds the tours screen.

export const AgentLayout = lazyNamed(() => import("@/features/agent-app/pages/agent-layout"), "AgentLayout");
export const AgentShiftsPage = lazyNamed(
  () => import("@/features/agent-app/pages/agent-shifts-page"),
  "AgentShiftsPage",
);
export const AgentPostOrdersPage = lazyNamed(
  () => import("@/features/agent-app/pages/agent-post-orders-page"),
  "AgentPostOrdersPage",
);
export const AgentServicePage = lazyNamed(
  () => import("@/features/agent-app/pages/agent-service-page"),
  "AgentServicePage",
);
export const AgentToursPage = lazyNamed(
  () => import("@/features/agent-app/pages/agent-tours-page"),
  "AgentToursPage",
);
export const AgentInfoPage = lazyNamed(
  () => import("@/features/agent-app/pages/agent-info-page"),
  "AgentInfoPage",
);

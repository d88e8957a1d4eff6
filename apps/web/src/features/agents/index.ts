/**
 * Agent management (named like its API module, apps/api/src/modules/agents): its public face for the
 * planning pages that show the agents tab, the agent's card and the agent form (decision 052).
 */

export { agentKeys } from "./api/agent-keys.ts";
export { useAgents } from "./api/get-agents.ts";
export { AgentDetailDialog } from "./components/agent-detail-dialog.tsx";
export { AgentFormDialog } from "./components/agent-form-dialog.tsx";
export { AgentsTab } from "./components/agents-tab.tsx";

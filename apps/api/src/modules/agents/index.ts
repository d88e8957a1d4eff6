// The agents module's public entry (decision 069): the only file of the module that app.ts, scripts
// and other modules import. Everything else in the folder is its own business.
export { agentsRoutes } from "./agents.routes.ts";
export { todayInParis, visibleAgents } from "./agents.service.ts";
export { countAgents } from "./agents-online.ts";
export { agentForLeave, listUnavailabilityInRange } from "./unavailability.service.ts";

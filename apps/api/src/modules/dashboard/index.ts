// The dashboard module's public entry (decision 069): the only file of the module that app.ts, scripts
// and other modules import. Everything else in the folder is its own business.
export { countAgents } from "./agents-count.ts";
export { dashboardRoutes } from "./dashboard.routes.ts";

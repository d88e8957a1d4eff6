// The portal module's public entry (decision 069): what a client user reads of his sites (issue 25).
export { portalRoutes } from "./portal.routes.ts";
export { ClientSummaryJob } from "./summary.job.ts";

// The reports module's public entry (decision 069): the only file of the module that app.ts, scripts
// and other modules import. Everything else in the folder is its own business.
export { ALL_SITES } from "./report-jobs.service.ts";
export { ReportWorker } from "./report-worker.ts";
export { reportsRoutes } from "./reports.routes.ts";

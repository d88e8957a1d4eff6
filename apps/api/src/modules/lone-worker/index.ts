// The lone-worker module's public entry (decision 069): the only file app.ts and other modules import.

export { loneWorkerRoutes } from "./lone-worker.routes.ts";
export { LoneWorkerJob } from "./lone-worker-job.ts";
export { cancelLoneWorkerChecks } from "./me.service.ts";

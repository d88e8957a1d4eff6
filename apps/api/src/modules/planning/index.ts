// The planning module's public entry (decision 069): the only file of the module that app.ts, scripts
// and other modules import. Everything else in the folder is its own business.
export { detectCompanyConflicts } from "./conflicts.service.ts";
export { leaveShiftsRoutes } from "./leave-shifts.routes.ts";
export { planningRoutes } from "./planning.routes.ts";
export { companyPlanningRules } from "./planning-settings.service.ts";
export { createBatch } from "./shift-batch.service.ts";
export { overlapCondition } from "./shift-queries.ts";
export { nextDay, PLANNING_TIME_ZONE, placeShift, rangeInstants } from "./shift-times.ts";

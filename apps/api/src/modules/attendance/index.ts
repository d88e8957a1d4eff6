// The attendance module's public entry (decision 069): the only file of the module that app.ts, scripts
// and other modules import. Everything else in the folder is its own business.

export { clockRoutes } from "./clock.routes.ts";
export { fieldSettingsRoutes } from "./field-settings.routes.ts";
export { meAttendanceRoutes } from "./me.routes.ts";
export { MissedClockInJob } from "./missed-clock-in.ts";
export { timesheetsRoutes } from "./timesheets.routes.ts";
export { validatedMinutes } from "./validated-minutes.ts";

// The logbook module's public entry (issue 23): the phone's logbook and incidents, the office's view,
// incident figures, and the daily activity report drafted at each shift's end.

export { ActivityReportJob } from "./activity-report.job.ts";
export { incidentFigures } from "./incident-figures.service.ts";
export { logbookRoutes } from "./logbook.routes.ts";
export { type TourActivityProvider, tourActivityOfShift } from "./tour-activity.ts";

// The tours module's public entry (issue 23, decision 094): the only file of the module that app.ts,
// scripts and other modules import.

export { TourBoardCache } from "./board-cache.ts";
export { meToursRoutes } from "./me.routes.ts";
export { tourStats } from "./runs-read.service.ts";
export { tourSummariesForShift } from "./shift-summaries.ts";
export { tourRunsRoutes } from "./tour-runs.routes.ts";
export { TourWatchJob } from "./tour-watch.ts";
export { toursRoutes } from "./tours.routes.ts";

// The post-orders module's public entry (decision 069): the only file app.ts and other modules import.
export { pendingPostOrderVersions } from "./acknowledgements.service.ts";
export { postOrdersRoutes } from "./post-orders.routes.ts";

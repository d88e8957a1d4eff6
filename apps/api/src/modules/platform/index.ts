// The platform module's public entry (decision 069): the only file of the module that app.ts, scripts
// and other modules import. The platform operator's console (issue 29, decision 106).
export { notifyDemoRequest } from "./demo-request-notice.ts";
export { platformRoutes } from "./platform.routes.ts";
export {
  ensurePlatformOperator,
  findPlatformSession,
  upsertPlatformOperator,
} from "./platform-operators.service.ts";

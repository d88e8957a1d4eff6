// The access module's public entry (decision 069): the only file of the module that app.ts, scripts
// and other modules import. Everything else in the folder is its own business.
export { accessRoutes } from "./access.routes.ts";
export { hashReaderKey, newReaderKey } from "./access-keys.ts";
export { AccessLogPurge } from "./access-log-purge.ts";
export { readAccessLog } from "./access-logs.service.ts";
export { accessReaderRoutes } from "./access-reader.routes.ts";
export { violatedConstraint } from "./badges.mapper.ts";

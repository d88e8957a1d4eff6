// The auth module's public entry (decision 069): the only file of the module that app.ts, scripts
// and other modules import. Everything else in the folder is its own business.
export { accountRoutes } from "./account.routes.ts";
export { authRoutes } from "./auth.routes.ts";
export { registerAuth } from "./auth-hook.ts";
export { isAllowed, parseAllowlist } from "./ip-allowlist.ts";
export { assertPasswordAllowed } from "./password-policy.ts";
export { issueLinkToken, sendInvitation } from "./password-reset.service.ts";
export { findSession } from "./sessions.service.ts";
export { toApiUser } from "./user-view.ts";

// The push module's public entry (decision 069): the only file of the module that app.ts, scripts
// and other modules import. Everything else in the folder is its own business.

export { notifyUsers } from "./notify-users.ts";
export { pushRoutes } from "./push.routes.ts";
export { configurePush, vapidSubject } from "./push-config.ts";
export { type PushOutcome, sendPush } from "./send-push.ts";

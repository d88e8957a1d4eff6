// The alarms module's public entry (decision 069): the only file of the module that app.ts, scripts
// and other modules import. Everything else in the folder is its own business.
export { announceAlarm } from "./alarm-announcement.ts";
export { PUBLIC_URL_PLACEHOLDER } from "./alarm-emails.ts";
export { alarmTexts } from "./alarms.mapper.ts";
export { alarmsRoutes } from "./alarms.routes.ts";
export type { PageTotal } from "./alarms.service.ts";
export { alarmReach, readAlarm } from "./alarms.service.ts";
export { raiseAlarm } from "./raise-alarm.ts";

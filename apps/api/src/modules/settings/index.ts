// The settings module's public entry (decision 069): the only file of the module that app.ts, scripts
// and other modules import. Everything else in the folder is its own business.

export { companyLegalOf } from "./company-legal.service.ts";
export { lockCompanySettings, writeSettingsBlock } from "./company-settings.ts";
export { prefsOf } from "./profile.service.ts";
export { settingsRoutes } from "./settings.routes.ts";

// The backups module's public entry (decision 069): the only file of the module that app.ts, scripts
// and other modules import. Everything else in the folder is its own business.

export { moveLegacyBackups } from "./backup-location.ts";
export { BackupScheduler } from "./backup-scheduler.ts";
export { backupsRoutes } from "./backups.routes.ts";
export { backupPglite, backupPostgres, restorePglite, restorePostgres } from "./instance-backup.ts";

// Public surface of @hts/domain. Deeper modules can also be imported by path (`@hts/domain/auth/...`).

export * from "./agents/agents.schemas.ts";
export * from "./alarms/alarms.rules.ts";
export * from "./alarms/alarms.schemas.ts";
export * from "./auth/auth.schemas.ts";
export * from "./auth/roles.rules.ts";
export * from "./cameras/cameras.rules.ts";
export * from "./cameras/cameras.schemas.ts";
export * from "./common/common.schemas.ts";
export * from "./common/messages.ts";
export * from "./companies/companies.schemas.ts";
export * from "./companies/subscription.rules.ts";
export * from "./dashboard/dashboard.schemas.ts";
export * from "./demo-requests/demo-requests.schemas.ts";
export * from "./events/events.schemas.ts";
export * from "./notifications/notifications.schemas.ts";
export * from "./payroll/hours-split.ts";
export * from "./payroll/payroll.constants.ts";
export * from "./payroll/payroll.rules.ts";
export * from "./payroll/payroll.schemas.ts";
export * from "./payroll/payroll-jobs.ts";
export { normalizeCertification, satisfiesCertification } from "./planning/conflicts/certifications.ts";
export { detectConflicts, type TDetectConflictsInput } from "./planning/conflicts/detect.ts";
export type {
  TConflictAgentInput,
  TConflictShiftInput,
  TConflictSiteInput,
  TUnavailability,
} from "./planning/conflicts/types.ts";
export * from "./planning/planning.schemas.ts";
export * from "./planning/planning-api.schemas.ts";
export * from "./planning/planning-settings.ts";
export * from "./reports/report-period.rules.ts";
export * from "./reports/report-stats.rules.ts";
export * from "./reports/reports.schemas.ts";
export * from "./security-reports/security-reports.rules.ts";
export * from "./security-reports/security-reports.schemas.ts";
export * from "./sites/sites.rules.ts";
export * from "./sites/sites.schemas.ts";
export * from "./users/users.schemas.ts";

// Public surface of @hts/domain. Deeper modules can also be imported by path (`@hts/domain/auth/...`).

export * from "./access/access.rules.ts";
export * from "./access/access.schemas.ts";
export * from "./access/dynamic-qr.rules.ts";
export * from "./agents/agents.schemas.ts";
export * from "./ai-insights/ai-insights.assistant.ts";
export * from "./ai-insights/ai-insights.compute.ts";
export * from "./ai-insights/ai-insights.messages.ts";
export * from "./ai-insights/ai-insights.schemas.ts";
export * from "./ai-insights/ai-insights.stats.ts";
export * from "./ai-insights/ai-insights.tools.ts";
export * from "./ai-insights/demo-history.ts";
export * from "./alarms/alarm-texts.ts";
export * from "./alarms/alarms.rules.ts";
export * from "./alarms/alarms.schemas.ts";
export * from "./auth/auth.schemas.ts";
export * from "./auth/auth-limits.messages.ts";
export * from "./auth/record-messages.ts";
export * from "./auth/record-policy.ts";
export * from "./auth/roles.rules.ts";
export * from "./cameras/camera-address.rules.ts";
export * from "./cameras/camera-stream.schemas.ts";
export * from "./cameras/camera-url.rules.ts";
export * from "./cameras/camera-url-syntax.rules.ts";
export * from "./cameras/cameras.rules.ts";
export * from "./cameras/cameras.schemas.ts";
export * from "./common/common.schemas.ts";
export * from "./common/json-shape.ts";
export * from "./common/messages.ts";
export * from "./common/text-rules.ts";
export * from "./companies/companies.schemas.ts";
export * from "./companies/company-legal.ts";
export * from "./companies/subscription.rules.ts";
export * from "./dashboard/dashboard.schemas.ts";
export * from "./demo-requests/demo-requests.schemas.ts";
export * from "./events/events.schemas.ts";
export * from "./i18n/languages.ts";
export * from "./i18n/server-text.ts";
export * from "./notifications/notifications.schemas.ts";
export * from "./operations/operations.schemas.ts";
export * from "./payroll/hours-split.ts";
export * from "./payroll/payroll.constants.ts";
export * from "./payroll/payroll.rules.ts";
export * from "./payroll/payroll.schemas.ts";
export * from "./payroll/payroll-jobs.ts";
export * from "./payroll/payroll-settings-history.ts";
export { normalizeCertification, satisfiesCertification } from "./planning/conflicts/certifications.ts";
export { detectConflicts, type TDetectConflictsInput } from "./planning/conflicts/detect.ts";
export type {
  TConflictAgentInput,
  TConflictShiftInput,
  TConflictSiteInput,
  TUnavailability,
} from "./planning/conflicts/types.ts";
export * from "./planning/copy-week.ts";
export * from "./planning/leave-shifts.ts";
export * from "./planning/planning.schemas.ts";
export * from "./planning/planning-api.schemas.ts";
export * from "./planning/planning-settings.ts";
export * from "./planning/shift-work-time.ts";
export * from "./radio/emergency-detector.ts";
export * from "./radio/radio.messages.ts";
export * from "./radio/radio.rules.ts";
export * from "./radio/radio.schemas.ts";
export * from "./reports/report-period.rules.ts";
export * from "./reports/report-rights.rules.ts";
export * from "./reports/report-stats.rules.ts";
export * from "./reports/reports.schemas.ts";
export * from "./security-reports/security-reports.rules.ts";
export * from "./security-reports/security-reports.schemas.ts";
export * from "./settings/accounts.schemas.ts";
export * from "./settings/settings.messages.ts";
export * from "./settings/settings.rules.ts";
export * from "./settings/settings.schemas.ts";
export * from "./sites/sites.rules.ts";
export * from "./sites/sites.schemas.ts";
export * from "./users/users.schemas.ts";

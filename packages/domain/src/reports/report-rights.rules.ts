import { scopeOf, type TRecordKind } from "../auth/record-policy.ts";
import type { TRole } from "../auth/roles.rules.ts";
import { REPORT_TYPES, type TReportType } from "./reports.schemas.ts";

/**
 * The kinds of records a generated report of each type holds (decision 080): its tables list their
 * rows, its incident figures and charts count alarms by site and type. The figures every report ends
 * with (sites, cameras online, agents on duty) are the counts of `GET /api/reports/stats`, not records.
 */
export const REPORT_RECORD_KINDS: Record<TReportType, readonly TRecordKind[]> = {
  security: ["security-report", "alarm"],
  incidents: ["security-report", "alarm"],
  alarms: ["alarm"],
  attendance: ["shift", "agent"],
  access: ["access-log"],
  cameras: ["camera"],
};

/**
 * True when the role may read a generated report of this type: reports cover the whole company (or one
 * site of it), so the reader needs the company-wide read scope on every kind the report holds. A
 * narrower scope ("sites", "own") is refused rather than trusted to match the report's records.
 */
export function mayReadReportType({ role, type }: { role: TRole; type: TReportType }): boolean {
  if (scopeOf({ role, kind: "report", action: "read" }) === "none") return false;
  return REPORT_RECORD_KINDS[type].every((kind) => scopeOf({ role, kind, action: "read" }) === "company");
}

/** The report types a role may read (lists filter on it). */
export const readableReportTypes = (role: TRole): TReportType[] =>
  REPORT_TYPES.filter((type) => mayReadReportType({ role, type }));

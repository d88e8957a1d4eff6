import { z } from "zod";
import { MSG_LEGAL } from "../companies/company-legal.ts";
import { ZPayrollSettings } from "./payroll.schemas.ts";

// Dated payroll rates (issue 16, item 7; decision 050): each save is a version in force from a month
// on; a month is computed with the latest version whose month is not after it.

/** "2026-11": a month, years 2000 to 2100 as the payroll documents accept. */
export const zMonthKey = z
  .string({ error: MSG_LEGAL.effectiveFromInvalid })
  .regex(/^(20\d\d|2100)-(0[1-9]|1[0-2])$/, { error: MSG_LEGAL.effectiveFromInvalid });

export const monthKey = (year: number, month: number) => `${year}-${String(month).padStart(2, "0")}`;

/** PUT /api/payroll/settings: the rates, and from which month they apply (the current month when absent). */
export const ZPayrollSettingsUpdate = ZPayrollSettings.extend({ effectiveFrom: zMonthKey.optional() });
export type TPayrollSettingsUpdate = z.output<typeof ZPayrollSettingsUpdate>;

export const ZPayrollSettingsVersion = z.object({
  id: z.string(),
  effectiveFrom: z.string(),
  settings: ZPayrollSettings,
  createdAt: z.string(),
  createdByName: z.string(),
});
export type TPayrollSettingsVersion = z.infer<typeof ZPayrollSettingsVersion>;

export const ZPayrollSettingsQuery = z.object({ month: zMonthKey.optional() });

/** The version in force in `month` among versions sorted by any order; null before the first one. */
export function versionInForce<T extends { effectiveFrom: string }>(versions: T[], month: string): T | null {
  let best: T | null = null;
  for (const v of versions) {
    if (v.effectiveFrom <= month && (!best || v.effectiveFrom > best.effectiveFrom)) best = v;
  }
  return best;
}

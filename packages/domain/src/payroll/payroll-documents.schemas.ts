import { z } from "zod";
import { ZPayrollInput } from "./payroll.schemas.ts";
import { HOURS_SOURCES } from "./validated-hours.ts";

// Payroll from the planning and payroll documents (issue 7, items 3 and 4): hours of an agent's month,
// the payslip PDF and the month's Excel export. Field names follow the payroll input (French, camelCase);
// `agent_id` is snake_case like the planning it comes from.

export const MSG_PAYROLL_DOCS = {
  agentRequired: "Veuillez sélectionner un agent",
  yearRange: "L'année doit être comprise entre 2000 et 2100",
  monthRange: "Le mois doit être un entier compris entre 1 et 12",
} as const;

const zAgentId = z.uuid({ error: MSG_PAYROLL_DOCS.agentRequired });
const zYear = z.coerce
  .number({ error: MSG_PAYROLL_DOCS.yearRange })
  .int({ error: MSG_PAYROLL_DOCS.yearRange })
  .min(2000, { error: MSG_PAYROLL_DOCS.yearRange })
  .max(2100, { error: MSG_PAYROLL_DOCS.yearRange });
const zMonth = z.coerce
  .number({ error: MSG_PAYROLL_DOCS.monthRange })
  .int({ error: MSG_PAYROLL_DOCS.monthRange })
  .min(1, { error: MSG_PAYROLL_DOCS.monthRange })
  .max(12, { error: MSG_PAYROLL_DOCS.monthRange });

export const ZPayrollMonthQuery = z.object({ year: zYear, month: zMonth });
export type TPayrollMonthQuery = z.infer<typeof ZPayrollMonthQuery>;

export const ZPayrollHoursQuery = ZPayrollMonthQuery.extend({ agent_id: zAgentId });
export type TPayrollHoursQuery = z.infer<typeof ZPayrollHoursQuery>;

/** Which shifts the hours come from: the completed ones, or the planned ones when none is completed. */
export const PAYROLL_HOURS_SOURCES = ["completed", "planned"] as const;

export const ZPayrollHours = z.object({
  heures: z.number(),
  heuresNuit: z.number(),
  heuresDimanche: z.number(),
  heuresFerie: z.number(),
  /** Local days of the month on which a counted shift starts (fills the form's "days worked"). */
  joursTravailles: z.number().int(),
  source: z.enum(PAYROLL_HOURS_SOURCES),
  shiftCount: z.number().int(),
  /**
   * Where the hours come from (issue 22): worked minutes validated in the timesheets, the planning, or
   * both (some days validated).
   */
  hours_source: z.enum(HOURS_SOURCES),
});
export type TPayrollHours = z.infer<typeof ZPayrollHours>;

export const ZPayslipRequest = z.object({
  agent_id: zAgentId,
  year: zYear,
  month: zMonth,
  input: ZPayrollInput,
});
export type TPayslipRequest = z.output<typeof ZPayslipRequest>;
export type TPayslipRequestDraft = z.input<typeof ZPayslipRequest>;

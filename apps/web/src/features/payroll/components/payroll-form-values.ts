import { DEFAULT_PAYROLL_INPUT } from "@hts/domain/payroll/payroll.constants";
import type { TPayrollInputDraft } from "@hts/domain/payroll/payroll.schemas";

/** What the form holds: the schema's input, with the job empty until one is chosen. */
export type TPayrollFormValues = TPayrollInputDraft;

export function defaultPayrollFormValues(): TPayrollFormValues {
  const { coefficient: _jobDecides, ...defaults } = DEFAULT_PAYROLL_INPUT;
  // The job's own coefficient applies (the schema's default when `coefficient` is omitted).
  return { ...defaults, poste: "" as TPayrollFormValues["poste"], selectedAgent: null };
}

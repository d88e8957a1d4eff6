import type { TReportPeriod } from "@hts/domain/reports/report-period.rules";
import { type TReportFormat, type TReportType, ZReportCreate } from "@hts/domain/reports/reports.schemas";
import { type FormEvent, useEffect, useState } from "react";

export type TGenerateValues = {
  type: TReportType;
  format: TReportFormat;
  period: TReportPeriod;
  startDate: string;
  endDate: string;
  siteId: string;
  includeGraphs: boolean;
};

// The spec: includeGraphs checked by default; a month is the usual reporting period.
export const GENERATE_DEFAULTS: TGenerateValues = {
  type: "security",
  format: "pdf",
  period: "month",
  startDate: "",
  endDate: "",
  siteId: "",
  includeGraphs: true,
};

export type TGenerateErrors = Partial<Record<keyof TGenerateValues, string>>;

export type TGenerate = (values: TGenerateValues) => Promise<{ fieldErrors?: TGenerateErrors } | undefined>;

/**
 * The request form's values and errors: checked by the API's own schema before sending, a 422's fields
 * shown beside their inputs; reset each time the form opens.
 */
export function useGenerateForm({ open, onGenerate }: { open: boolean; onGenerate: TGenerate }) {
  const [values, setValues] = useState<TGenerateValues>(GENERATE_DEFAULTS);
  const [errors, setErrors] = useState<TGenerateErrors>({});

  useEffect(() => {
    if (open) {
      setValues(GENERATE_DEFAULTS);
      setErrors({});
    }
  }, [open]);

  const set = <K extends keyof TGenerateValues>(key: K, value: TGenerateValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const custom = values.period === "custom";
    const parsed = ZReportCreate.safeParse({
      type: values.type,
      format: values.format,
      period: values.period,
      startDate: custom ? values.startDate || null : null,
      endDate: custom ? values.endDate || null : null,
      siteId: values.siteId || null,
      includeGraphs: values.includeGraphs,
    });
    if (!parsed.success) {
      const found: TGenerateErrors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if (typeof key === "string" && key in values) found[key as keyof TGenerateValues] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    const result = await onGenerate(values);
    if (result?.fieldErrors) setErrors(result.fieldErrors);
  };

  return { values, errors, set, submit };
}

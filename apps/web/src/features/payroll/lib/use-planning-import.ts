import type { TPayrollInput } from "@hts/domain/payroll/payroll.schemas";
import { useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "@/components/ui/toast-store";
import { type TMonth, useImportPayrollHours } from "../api/get-payroll-hours.ts";
import type { TPayrollFormValues } from "../components/payroll-form-values.ts";
import { formatHours } from "../components/payroll-format.ts";
import { errorText } from "./payroll-error-text.ts";

type THoursSource = "validated" | "planned" | "mixed";

/**
 * 'Importer les heures': the agent's month (validated worked hours, planned otherwise) fills the hours
 * fields; the summary line and which hours were used stay on screen.
 */
export function usePlanningImport(form: UseFormReturn<TPayrollFormValues, unknown, TPayrollInput>) {
  const { t, i18n } = useTranslation();
  const importHours = useImportPayrollHours();
  const [status, setStatus] = useState<string | null>(null);
  const [hoursSource, setHoursSource] = useState<THoursSource>();

  async function onImport(agentId: string, period: TMonth | null) {
    if (!agentId || !period) return;
    try {
      const hours = await importHours.mutateAsync({ agentId, ...period });
      const options = { shouldValidate: true, shouldDirty: true };
      form.setValue("heures", hours.heures, options);
      form.setValue("heuresNuit", hours.heuresNuit, options);
      form.setValue("heuresDimanche", hours.heuresDimanche, options);
      form.setValue("heuresFerie", hours.heuresFerie, options);
      form.setValue("joursTravailles", hours.joursTravailles, options);
      setHoursSource(hours.hours_source);
      const summary =
        hours.shiftCount === 0 && hours.heures === 0
          ? t("payroll.importEmpty")
          : `${t("payroll.importDone", {
              hours: formatHours(hours.heures, i18n.language),
              count: hours.shiftCount,
              source: t(hours.source === "completed" ? "payroll.sourceCompleted" : "payroll.sourcePlanned"),
            })} · ${t(`attendance.hoursSource.${hours.hours_source}`)}`;
      setStatus(summary);
      toast({ title: t("payroll.importedTitle"), description: summary, variant: "success" });
    } catch (error) {
      toast({
        title: t("payroll.importErrorTitle"),
        description: errorText(error, t("payroll.importError")),
        variant: "destructive",
      });
    }
  }

  return { onImport, importing: importHours.isPending, status, setStatus, hoursSource };
}

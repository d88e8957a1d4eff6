import type { TPayrollInput } from "@hts/domain/payroll/payroll.schemas";
import { useTranslation } from "react-i18next";
import { toast } from "@/components/ui/toast-store";
import {
  type TVariablesFormat,
  useDownloadMonthExport,
  useDownloadPayslip,
  useDownloadVariables,
} from "../api/download-payroll-files.ts";
import type { TPayrollAgent } from "../api/get-payroll-agents.ts";
import type { TMonth } from "../api/get-payroll-hours.ts";
import { errorText } from "./payroll-error-text.ts";

/** The calculator's documents: the simulated payslip, the month's export and the payroll variables, each with its toast. */
export function usePayrollDownloads(period: TMonth | null) {
  const { t } = useTranslation();
  const payslip = useDownloadPayslip();
  const monthExport = useDownloadMonthExport();
  const variables = useDownloadVariables();

  const failed = (error: unknown, fallback: string) =>
    toast({
      title: t("payroll.importErrorTitle"),
      description: errorText(error, fallback),
      variant: "destructive",
    });

  async function onDownloadPayslip(agent: TPayrollAgent | undefined, input: TPayrollInput | undefined) {
    if (!input || !agent || !period) return;
    try {
      const pad = String(period.month).padStart(2, "0");
      await payslip.mutateAsync({
        request: { agent_id: agent.id, ...period, input },
        fileName: `${t("common.files.payslip")}-${agent.badge}-${period.year}-${pad}.pdf`,
      });
      toast({ title: t("payroll.payslipDone"), variant: "success" });
    } catch (error) {
      failed(error, t("payroll.payslipError"));
    }
  }

  async function onExport() {
    if (!period) return;
    try {
      await monthExport.mutateAsync(period);
      toast({ title: t("payroll.exportDone"), variant: "success" });
    } catch (error) {
      failed(error, t("payroll.exportError"));
    }
  }

  async function onVariables(format: TVariablesFormat) {
    if (!period) return;
    try {
      await variables.mutateAsync({ ...period, format });
      toast({ title: t("payroll.exportDone"), variant: "success" });
    } catch (error) {
      failed(error, t("payroll.exportError"));
    }
  }

  return {
    onDownloadPayslip,
    onExport,
    onVariables,
    payslipPending: payslip.isPending,
    exportPending: monthExport.isPending,
    variablesPending: variables.isPending,
  };
}

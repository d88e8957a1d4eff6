import type { TPayslipRequestDraft } from "@hts/domain/payroll/payroll-documents.schemas";
import { useMutation } from "@tanstack/react-query";
import { i18n } from "@/i18n/i18n";
import { api } from "@/lib/api-client";
import { saveBlob } from "@/lib/save-blob";
import type { TMonth } from "./get-payroll-hours.ts";

const pad = (n: number) => String(n).padStart(2, "0");

export async function downloadPayslip({
  request,
  fileName,
}: {
  request: TPayslipRequestDraft;
  fileName: string;
}): Promise<void> {
  const blob = await api.post<Blob>("/payroll/payslip.pdf", request, { responseType: "blob" });
  saveBlob({ blob, fileName });
}

export async function downloadMonthExport({ year, month }: TMonth): Promise<void> {
  const blob = await api.get<Blob>("/payroll/export.xlsx", { query: { year, month }, responseType: "blob" });
  saveBlob({ blob, fileName: `${i18n.t("common.files.payrollExport")}-${year}-${pad(month)}.xlsx` });
}

export type TVariablesFormat = "csv" | "xlsx";

/** The month's payroll variables per agent, for a payroll package (decision 051). */
export async function downloadVariables({ year, month, format }: TMonth & { format: TVariablesFormat }) {
  const blob = await api.get<Blob>("/payroll/variables", {
    query: { year, month, format },
    responseType: "blob",
  });
  saveBlob({ blob, fileName: `${i18n.t("common.files.payrollVariables")}-${year}-${pad(month)}.${format}` });
}

export function useDownloadVariables() {
  return useMutation({ mutationFn: downloadVariables });
}

export function useDownloadPayslip() {
  return useMutation({ mutationFn: downloadPayslip });
}

export function useDownloadMonthExport() {
  return useMutation({ mutationFn: downloadMonthExport });
}

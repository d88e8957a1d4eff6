import type { TMonthExport } from "../../modules/payroll/payroll-export-xlsx.ts";
import type { TVariablesSheet } from "../../modules/payroll/payroll-variables.ts";
import type { TPayslipDocument } from "../../modules/payroll/payslip-pdf.ts";
import type { TReportDoc } from "../../modules/reports/report-content.ts";
import type { TSecurityReportDocument } from "../../modules/security-reports/security-report-document.ts";

// What a document worker is asked to build (decision 049). The data is prepared on the main thread
// (database reads, French labels) and is plain, cloneable data; only the layout (pdfkit, docx,
// write-excel-file), the part that holds the CPU for hundreds of milliseconds, runs in the worker.

export type TDocumentTask =
  | {
      kind: "security-report-pdf" | "security-report-docx" | "security-report-xlsx";
      doc: TSecurityReportDocument;
    }
  | { kind: "report-pdf" | "report-xlsx"; doc: TReportDoc }
  | { kind: "payslip-pdf"; doc: TPayslipDocument }
  | { kind: "payroll-month-xlsx"; doc: TMonthExport }
  | { kind: "payroll-variables-xlsx"; doc: TVariablesSheet };

/** Runs in a worker thread (document-worker.mjs); the renderers are loaded there, not on the main thread. */
export async function renderTask(task: TDocumentTask): Promise<Buffer> {
  switch (task.kind) {
    case "security-report-pdf":
    case "security-report-docx":
    case "security-report-xlsx": {
      const doc = task.doc;
      // Structured clone turns a Buffer into a plain Uint8Array: pdfkit and docx want a Buffer.
      if (doc.signature) doc.signature = { ...doc.signature, png: Buffer.from(doc.signature.png) };
      if (task.kind === "security-report-pdf") {
        const { renderSecurityReportPdf } = await import(
          "../../modules/security-reports/security-report-pdf.ts"
        );
        return renderSecurityReportPdf(doc);
      }
      if (task.kind === "security-report-docx") {
        const { renderSecurityReportDocx } = await import(
          "../../modules/security-reports/security-report-docx.ts"
        );
        return renderSecurityReportDocx(doc);
      }
      const { renderSecurityReportXlsx } = await import(
        "../../modules/security-reports/security-report-xlsx.ts"
      );
      return renderSecurityReportXlsx(doc);
    }
    case "report-pdf": {
      const { renderReportPdf } = await import("../../modules/reports/report-pdf.ts");
      return renderReportPdf(task.doc);
    }
    case "report-xlsx": {
      const { renderReportXlsx } = await import("../../modules/reports/report-xlsx.ts");
      return renderReportXlsx(task.doc);
    }
    case "payslip-pdf": {
      const { renderPayslipPdf } = await import("../../modules/payroll/payslip-pdf.ts");
      return renderPayslipPdf(task.doc);
    }
    case "payroll-month-xlsx": {
      const { renderMonthExport } = await import("../../modules/payroll/payroll-export-xlsx.ts");
      return renderMonthExport(task.doc);
    }
    case "payroll-variables-xlsx": {
      const { renderVariablesXlsx } = await import("../../modules/payroll/payroll-variables-xlsx.ts");
      return renderVariablesXlsx(task.doc);
    }
  }
}

/**
 * Characters of text a task carries (images count their bytes): the size limit is checked on this
 * before anything is sent to a worker.
 */
export function taskSize(value: unknown): number {
  if (typeof value === "string") return value.length;
  if (value instanceof Uint8Array) return value.byteLength;
  if (Array.isArray(value)) return value.reduce((sum: number, v) => sum + taskSize(v), 0);
  if (value && typeof value === "object") {
    let sum = 0;
    for (const v of Object.values(value)) sum += taskSize(v);
    return sum;
  }
  return 0;
}

import { registerDocumentRenderers } from "../../lib/documents/document-registry.ts";
import type { TMonthExport } from "./payroll-export-xlsx.ts";
import type { TVariablesSheet } from "./payroll-variables.ts";
import type { TPayslipDocument } from "./payslip-pdf.ts";

// The payroll's documents (decision 071): their models, and where the worker threads find their renderers.
declare module "../../lib/documents/document-registry.ts" {
  interface DocumentKinds {
    "payslip-pdf": TPayslipDocument;
    "payroll-month-xlsx": TMonthExport;
    "payroll-variables-xlsx": TVariablesSheet;
  }
}

registerDocumentRenderers({
  "payslip-pdf": { file: new URL("./payslip-pdf.ts", import.meta.url), name: "renderPayslipPdf" },
  "payroll-month-xlsx": {
    file: new URL("./payroll-export-xlsx.ts", import.meta.url),
    name: "renderMonthExport",
  },
  "payroll-variables-xlsx": {
    file: new URL("./payroll-variables-xlsx.ts", import.meta.url),
    name: "renderVariablesXlsx",
  },
});

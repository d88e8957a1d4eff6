import { registerDocumentRenderers } from "../../lib/documents/document-registry.ts";
import type { TReportDoc } from "./report-content.ts";

// The generated reports' documents (decision 071): their model, and where the worker threads find their renderers.
declare module "../../lib/documents/document-registry.ts" {
  interface DocumentKinds {
    "report-pdf": TReportDoc;
    "report-xlsx": TReportDoc;
  }
}

registerDocumentRenderers({
  "report-pdf": { file: new URL("./report-pdf.ts", import.meta.url), name: "renderReportPdf" },
  "report-xlsx": { file: new URL("./report-xlsx.ts", import.meta.url), name: "renderReportXlsx" },
});

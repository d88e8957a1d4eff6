import { registerDocumentRenderers } from "../../lib/documents/document-registry.ts";
import type { TSecurityReportDocument } from "./security-report-document.ts";

// The security report's exports (decision 071): their model, and where the worker threads find their renderers.
declare module "../../lib/documents/document-registry.ts" {
  interface DocumentKinds {
    "security-report-pdf": TSecurityReportDocument;
    "security-report-docx": TSecurityReportDocument;
    "security-report-xlsx": TSecurityReportDocument;
  }
}

registerDocumentRenderers({
  "security-report-pdf": {
    file: new URL("./security-report-pdf.ts", import.meta.url),
    name: "renderSecurityReportPdf",
  },
  "security-report-docx": {
    file: new URL("./security-report-docx.ts", import.meta.url),
    name: "renderSecurityReportDocx",
  },
  "security-report-xlsx": {
    file: new URL("./security-report-xlsx.ts", import.meta.url),
    name: "renderSecurityReportXlsx",
  },
});

import { registerDocumentRenderers } from "../../lib/documents/document-registry.ts";
import type { TMonthlyReportDoc } from "./monthly-report.types.ts";

// The portal's documents (decision 071): the monthly service report, rendered in a worker thread.
declare module "../../lib/documents/document-registry.ts" {
  interface DocumentKinds {
    "client-monthly-report-pdf": TMonthlyReportDoc;
  }
}

registerDocumentRenderers({
  "client-monthly-report-pdf": {
    file: new URL("./monthly-report-pdf.ts", import.meta.url),
    name: "renderMonthlyReportPdf",
  },
});

import { registerDocumentRenderers } from "../../lib/documents/document-registry.ts";
import type { TCheckpointLabelsDoc, TTourReportDoc } from "./tour-documents.types.ts";

// The tours module's documents (decision 071): their models, and where the worker threads find their renderers.
declare module "../../lib/documents/document-registry.ts" {
  interface DocumentKinds {
    "checkpoint-labels-pdf": TCheckpointLabelsDoc;
    "tour-report-pdf": TTourReportDoc;
  }
}

registerDocumentRenderers({
  "checkpoint-labels-pdf": {
    file: new URL("./checkpoint-labels-pdf.ts", import.meta.url),
    name: "renderCheckpointLabelsPdf",
  },
  "tour-report-pdf": { file: new URL("./tour-report-pdf.ts", import.meta.url), name: "renderTourReportPdf" },
});

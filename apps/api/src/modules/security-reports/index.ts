// The security-reports module's public entry (decision 069): the only file of the module that app.ts, scripts
// and other modules import. Everything else in the folder is its own business.

export { insertGeneratedDraft } from "./generated-draft.ts";
export { frenchDateTime } from "./security-report-document.ts";
export { securityReportsRoutes } from "./security-reports.routes.ts";
export { contentHashOf } from "./security-reports.service.ts";
export { signaturePng } from "./signature-png.ts";

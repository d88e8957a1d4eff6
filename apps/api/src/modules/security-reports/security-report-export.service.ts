import { createHash } from "node:crypto";
import {
  documentText,
  EXPORT_MESSAGES,
  MSG_DOC_SECURITY,
  MSG_SECURITY_REPORTS,
  type TLang,
  type TSecurityReportFormat,
} from "@hts/domain";
import { and, eq } from "drizzle-orm";
import { securityReportExports, securityReports } from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { documentPool } from "../../lib/documents/document-pool.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import { type BlobStore, mediaBytes } from "../storage/index.ts";
import { exportFilename, frenchDateTime, securityReportDocument } from "./security-report-document.ts";
import { fileUrl } from "./security-reports.mapper.ts";
import { readSecurityReport, securityReportFor } from "./security-reports.service.ts";
// Registers this module's renderers with the document pool (decision 071).
import "./security-reports.documents.ts";

export const EXPORT_MIME: Record<TSecurityReportFormat, string> = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

/**
 * Builds the file of a finalized report and keeps its bytes: the download is exactly the file whose
 * SHA-256 is recorded. A draft cannot be exported (409): a document that leaves the company is the
 * frozen, hashed version. The first export moves the report to "exported". The file is written in the
 * exporter's language (issue 29) and kept as written: whoever downloads it later gets those bytes.
 */
export async function exportSecurityReport({
  auth,
  id,
  format,
  blobs,
  now = new Date(),
  lang = "fr",
}: {
  auth: AuthContext;
  id: string;
  format: TSecurityReportFormat;
  lang?: TLang;
  /** Where the report's photos are read from (the three formats embed them). */
  blobs?: BlobStore;
  now?: Date;
}) {
  await securityReportFor(auth, id, "read");
  const report = await readSecurityReport({ tenant: auth.tenant, id });
  if (report.status === "draft") throw conflict(MSG_SECURITY_REPORTS.exportNeedsFinalized);
  // Laid out in a worker thread (decision 049): the server keeps answering meanwhile.
  const body = await documentPool.render({
    kind: `security-report-${format}`,
    doc: securityReportDocument({
      report,
      company: auth.company,
      now,
      lang,
      photos: blobs
        ? (
            await mediaBytes({ db: auth.tenant.db, blobs, companyId: auth.companyId, ids: report.photoIds })
          ).map((p, n) => ({
            data: p.data,
            mime: p.mime,
            caption: documentText(lang)(MSG_DOC_SECURITY.photo, {
              n: n + 1,
              at: frenchDateTime(p.createdAt, lang),
            }),
          }))
        : [],
    }),
  });
  const sha256 = createHash("sha256").update(body).digest("hex");
  const filename = exportFilename(report, format, lang);

  await auth.tenant.db.transaction(async (tx) => {
    const values = {
      filename,
      sizeBytes: body.length,
      sha256,
      content: body,
      exportedAt: now,
      exportedById: auth.user.id,
      exportedByName: auth.user.name,
    };
    await tx
      .insert(securityReportExports)
      .values({ companyId: auth.companyId, reportId: id, format, ...values })
      .onConflictDoUpdate({
        target: [securityReportExports.reportId, securityReportExports.format],
        set: values,
      });
    await tx
      .update(securityReports)
      .set({ status: "exported" })
      .where(and(eq(securityReports.id, id), eq(securityReports.companyId, auth.companyId)));
    await audit(tx, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "export",
      entity: "security_report",
      entityId: id,
      details: { format, sha256, size: body.length },
    });
  });

  return {
    message: documentText(lang)(EXPORT_MESSAGES[format]),
    url: fileUrl(id, format),
    filename,
    size: body.length,
    sha256,
    format,
    report: await readSecurityReport({ tenant: auth.tenant, id }),
  };
}

/** The stored file of one format; 404 when the report is not the caller's or was not exported so. */
export async function readExportFile({
  auth,
  id,
  format,
}: {
  auth: AuthContext;
  id: string;
  format: TSecurityReportFormat;
}) {
  const { tenant } = auth;
  await securityReportFor(auth, id, "read");
  const [file] = await tenant.db
    .select({ content: securityReportExports.content, filename: securityReportExports.filename })
    .from(securityReportExports)
    .where(
      tenant.scope(
        securityReportExports,
        eq(securityReportExports.reportId, id),
        eq(securityReportExports.format, format),
      ),
    );
  if (!file) throw notFound(MSG_SECURITY_REPORTS.notExportedYet);
  return { body: file.content, filename: file.filename, mime: EXPORT_MIME[format] };
}

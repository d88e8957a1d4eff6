import PDFDocument from "pdfkit";
import { A4_BOTTOM, A4_MARGIN, A4_WIDTH, pdfTableRow } from "../../lib/documents/pdf-table.ts";
import type { TMonthlyReportDoc } from "./monthly-report.types.ts";

// The monthly service report of a client: the service delivered per site, the tours, the incidents
// published, as headed tables breaking across pages.

export function renderMonthlyReportPdf(report: TMonthlyReportDoc): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: A4_MARGIN,
    info: { Title: report.title, Author: report.companyName, Creator: "HTS - Portail client" },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.fillColor("#1e3a8a").font("Helvetica-Bold").fontSize(16).text(report.title);
  doc.fillColor("#475569").font("Helvetica").fontSize(9).text(report.companyName);
  doc.fontSize(10).fillColor("#0f172a").text(report.period).moveDown(0.8);
  const row = (cells: readonly string[], widths: readonly number[], bold: boolean) =>
    pdfTableRow(doc, cells, widths, bold);
  for (const section of report.sections) {
    if (doc.y > A4_BOTTOM - 60) doc.addPage();
    doc.moveDown(0.6).font("Helvetica-Bold").fontSize(12).fillColor("#1e3a8a");
    doc.text(section.heading, A4_MARGIN, doc.y, { width: A4_WIDTH }).moveDown(0.3);
    if (section.rows.length === 0) {
      doc
        .font("Helvetica")
        .fontSize(9)
        .fillColor("#475569")
        .text(section.empty, A4_MARGIN, doc.y, { width: A4_WIDTH });
      continue;
    }
    row(section.headers, section.widths, true);
    for (const cells of section.rows) row(cells, section.widths, false);
  }
  doc
    .moveDown(1)
    .font("Helvetica")
    .fontSize(8)
    .fillColor("#64748b")
    .text(report.footer, A4_MARGIN, doc.y, { width: A4_WIDTH });
  doc.end();
  return done;
}

import PDFDocument from "pdfkit";
import { A4_MARGIN, A4_WIDTH, pdfTableRow } from "../../lib/documents/pdf-table.ts";
import type { TTourReportDoc } from "./tour-documents.types.ts";

// The report of one tour run: who, where, when, then each checkpoint with its device time, method,
// status and answer, breaking across pages.

const COLUMNS = [0.3, 0.17, 0.13, 0.15, 0.25];

export function renderTourReportPdf(report: TTourReportDoc): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: A4_MARGIN,
    info: { Title: report.title, Author: report.companyName, Creator: "HTS - Rondes" },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.fillColor("#1e3a8a").font("Helvetica-Bold").fontSize(16).text(report.title);
  doc.fillColor("#475569").font("Helvetica").fontSize(9).text(report.companyName).moveDown(0.8);
  for (const [label, value] of report.lines) {
    doc.font("Helvetica-Bold").fillColor("#0f172a").fontSize(10).text(`${label} : `, { continued: true });
    doc.font("Helvetica").text(value);
  }
  doc.moveDown(1);
  const row = (cells: readonly string[], bold: boolean) => pdfTableRow(doc, cells, COLUMNS, bold);
  row(report.headers, true);
  for (const cells of report.rows) row(cells, false);
  doc
    .moveDown(1)
    .font("Helvetica")
    .fontSize(8)
    .fillColor("#64748b")
    .text(report.footer, A4_MARGIN, doc.y, { width: A4_WIDTH });
  doc.end();
  return done;
}

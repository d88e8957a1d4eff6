import PDFDocument from "pdfkit";
import type { TTourReportDoc } from "./tour-documents.types.ts";

// The report of one tour run: who, where, when, then each checkpoint with its device time, method,
// status and answer, breaking across pages.

const MARGIN = 45;
const WIDTH = 595.28 - 2 * MARGIN;
const BOTTOM = 841.89 - MARGIN - 20;
const COLUMNS = [0.3, 0.17, 0.13, 0.15, 0.25];

export function renderTourReportPdf(report: TTourReportDoc): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
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
  const row = (cells: readonly string[], bold: boolean) => {
    const y = doc.y;
    if (y > BOTTOM) doc.addPage();
    const top = doc.y;
    let x = MARGIN;
    let height = 0;
    doc
      .font(bold ? "Helvetica-Bold" : "Helvetica")
      .fontSize(9)
      .fillColor("#0f172a");
    cells.forEach((cell, i) => {
      const w = WIDTH * (COLUMNS[i] ?? 0.2);
      height = Math.max(height, doc.heightOfString(cell, { width: w - 6 }));
      doc.text(cell, x + 3, top, { width: w - 6 });
      x += w;
    });
    doc.y = top + height + 4;
    doc
      .moveTo(MARGIN, doc.y - 2)
      .lineTo(MARGIN + WIDTH, doc.y - 2)
      .lineWidth(0.3)
      .stroke("#cbd5e1");
  };
  row(report.headers, true);
  for (const cells of report.rows) row(cells, false);
  doc
    .moveDown(1)
    .font("Helvetica")
    .fontSize(8)
    .fillColor("#64748b")
    .text(report.footer, MARGIN, doc.y, { width: WIDTH });
  doc.end();
  return done;
}

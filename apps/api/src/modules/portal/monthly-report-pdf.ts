import PDFDocument from "pdfkit";
import type { TMonthlyReportDoc } from "./monthly-report.types.ts";

// The monthly service report of a client: the service delivered per site, the tours, the incidents
// published, as headed tables breaking across pages.

const MARGIN = 45;
const WIDTH = 595.28 - 2 * MARGIN;
const BOTTOM = 841.89 - MARGIN - 20;

export function renderMonthlyReportPdf(report: TMonthlyReportDoc): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
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
  const row = (cells: readonly string[], widths: readonly number[], bold: boolean) => {
    if (doc.y > BOTTOM) doc.addPage();
    const top = doc.y;
    let x = MARGIN;
    let height = 0;
    doc
      .font(bold ? "Helvetica-Bold" : "Helvetica")
      .fontSize(9)
      .fillColor("#0f172a");
    cells.forEach((cell, i) => {
      const w = WIDTH * (widths[i] ?? 0.2);
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
  for (const section of report.sections) {
    if (doc.y > BOTTOM - 60) doc.addPage();
    doc.moveDown(0.6).font("Helvetica-Bold").fontSize(12).fillColor("#1e3a8a");
    doc.text(section.heading, MARGIN, doc.y, { width: WIDTH }).moveDown(0.3);
    if (section.rows.length === 0) {
      doc
        .font("Helvetica")
        .fontSize(9)
        .fillColor("#475569")
        .text(section.empty, MARGIN, doc.y, { width: WIDTH });
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
    .text(report.footer, MARGIN, doc.y, { width: WIDTH });
  doc.end();
  return done;
}

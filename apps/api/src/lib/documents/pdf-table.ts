// The A4 page and the table row the simple list documents share (the tour report, the client's monthly
// report): cells side by side, the row as tall as its tallest cell, a hairline under it, a new page
// when the row would start past the bottom margin.
import type PDFDocument from "pdfkit";

export const A4_MARGIN = 45;
export const A4_WIDTH = 595.28 - 2 * A4_MARGIN;
export const A4_BOTTOM = 841.89 - A4_MARGIN - 20;

/** `widths`: each column's share of the page width (0.2 when a column has none). */
export function pdfTableRow(
  doc: InstanceType<typeof PDFDocument>,
  cells: readonly string[],
  widths: readonly number[],
  bold: boolean,
): void {
  if (doc.y > A4_BOTTOM) doc.addPage();
  const top = doc.y;
  let x = A4_MARGIN;
  let height = 0;
  doc
    .font(bold ? "Helvetica-Bold" : "Helvetica")
    .fontSize(9)
    .fillColor("#0f172a");
  cells.forEach((cell, i) => {
    const w = A4_WIDTH * (widths[i] ?? 0.2);
    height = Math.max(height, doc.heightOfString(cell, { width: w - 6 }));
    doc.text(cell, x + 3, top, { width: w - 6 });
    x += w;
  });
  doc.y = top + height + 4;
  doc
    .moveTo(A4_MARGIN, doc.y - 2)
    .lineTo(A4_MARGIN + A4_WIDTH, doc.y - 2)
    .lineWidth(0.3)
    .stroke("#cbd5e1");
}

import PDFDocument from "pdfkit";
import QRCode from "qrcode";
import type { TCheckpointLabelsDoc } from "./tour-documents.types.ts";

// An A4 sheet of checkpoint labels, 2 × 4 per page: the QR code drawn as vector squares (sharp at any
// print size), the checkpoint's name and place, the site. Cut along the grey frames and stick on site.

const PAGE_W = 595.28;
const PAGE_H = 841.89;
const MARGIN = 28;
const COLS = 2;
const ROWS = 4;
const CELL_W = (PAGE_W - 2 * MARGIN) / COLS;
const CELL_H = (PAGE_H - 2 * MARGIN) / ROWS;
const QR_SIZE = 130;

function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const quiet = 2;
  const unit = QR_SIZE / (modules.size + 2 * quiet);
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++)
      if (modules.get(row, col)) doc.rect(x + (col + quiet) * unit, y + (row + quiet) * unit, unit, unit);
  doc.fill("#000000");
}

export function renderCheckpointLabelsPdf(sheet: TCheckpointLabelsDoc): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: {
      Title: `${sheet.texts.title} - ${sheet.siteName}`,
      Author: sheet.companyName,
      Creator: "HTS - Rondes",
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  sheet.labels.forEach((label, index) => {
    const slot = index % (COLS * ROWS);
    if (index > 0 && slot === 0) doc.addPage();
    const x = MARGIN + (slot % COLS) * CELL_W;
    const y = MARGIN + Math.floor(slot / COLS) * CELL_H;
    doc
      .lineWidth(0.5)
      .dash(3, { space: 3 })
      .rect(x + 4, y + 4, CELL_W - 8, CELL_H - 8)
      .stroke("#94a3b8")
      .undash();
    drawQr(doc, label.qr, x + (CELL_W - QR_SIZE) / 2, y + 12);
    const textY = y + 12 + QR_SIZE + 4;
    doc.fillColor("#0f172a").font("Helvetica-Bold").fontSize(12);
    doc.text(label.name, x + 12, textY, {
      width: CELL_W - 24,
      align: "center",
      lineBreak: false,
      ellipsis: true,
    });
    doc.font("Helvetica").fontSize(9).fillColor("#334155");
    doc.text(label.location || " ", x + 12, textY + 16, {
      width: CELL_W - 24,
      align: "center",
      height: 12,
      ellipsis: true,
    });
    doc.fontSize(8).fillColor("#64748b");
    doc.text(`${sheet.companyName} · ${sheet.siteName}`, x + 12, textY + 30, {
      width: CELL_W - 24,
      align: "center",
      height: 10,
      ellipsis: true,
    });
    doc.text(sheet.texts.hint, x + 12, textY + 42, {
      width: CELL_W - 24,
      align: "center",
      height: 10,
      ellipsis: true,
    });
  });
  doc.end();
  return done;
}

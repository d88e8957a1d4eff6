import PDFDocument from "pdfkit";

// The printable badge, credit-card size (ISO/IEC 7810 ID-1, 85.6 × 54 mm), pdfkit's built-in Helvetica
// (WinAnsi covers French accents). The QR code is a PNG rendered by the qrcode package.

const MM = 72 / 25.4;
const WIDTH = 85.6 * MM;
const HEIGHT = 54 * MM;
const PAD = 4 * MM;
const PRIMARY = "#1e3a8a";

export type TBadgeCard = {
  company: string;
  holder: string;
  department: string | null;
  badgeId: string;
  /** "YYYY-MM-DD" or null. */
  expiryDate: string | null;
  badgeType: "qrcode" | "nfc";
  nfcUid: string | null;
  qrPng: Buffer | null;
};

const french = (day: string) => day.split("-").reverse().join("/");

export function renderBadgeCardPdf(card: TBadgeCard): Promise<Buffer> {
  const doc = new PDFDocument({
    size: [WIDTH, HEIGHT],
    margin: 0,
    info: {
      Title: `Badge ${card.badgeId} - ${card.holder}`,
      Author: card.company,
      Creator: "HTS - Contrôle d'accès",
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  doc.rect(0, 0, WIDTH, 11 * MM).fill(PRIMARY);
  doc
    .fillColor("#ffffff")
    .font("Helvetica-Bold")
    .fontSize(9)
    .text(card.company, PAD, 3.5 * MM, {
      width: WIDTH - 2 * PAD,
      height: 5 * MM,
      ellipsis: true,
    });
  const qrSize = 30 * MM;
  const textWidth = card.qrPng ? WIDTH - 3 * PAD - qrSize : WIDTH - 2 * PAD;
  doc
    .fillColor("#000000")
    .font("Helvetica-Bold")
    .fontSize(11)
    .text(card.holder, PAD, 15 * MM, {
      width: textWidth,
      height: 10 * MM,
      ellipsis: true,
    });
  doc.font("Helvetica").fontSize(8).fillColor("#475569");
  if (card.department) doc.text(card.department, { width: textWidth, height: 5 * MM, ellipsis: true });
  doc
    .moveDown(0.4)
    .fillColor("#000000")
    .font("Helvetica-Bold")
    .text(`N° ${card.badgeId}`, { width: textWidth });
  doc
    .font("Helvetica")
    .text(card.expiryDate ? `Valide jusqu'au ${french(card.expiryDate)}` : "Sans date d'expiration", {
      width: textWidth,
    });
  if (card.badgeType === "nfc" && card.nfcUid) doc.text(`Carte NFC ${card.nfcUid}`, { width: textWidth });
  if (card.qrPng) doc.image(card.qrPng, WIDTH - PAD - qrSize, 14 * MM, { width: qrSize, height: qrSize });
  doc.end();
  return done;
}

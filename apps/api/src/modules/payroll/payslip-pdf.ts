import { documentText, MSG_DOC_PAYSLIP as M, type TLang } from "@hts/domain";
import PDFDocument from "pdfkit";
import { payslipFormats, type TPayslipLine } from "./payslip-lines.ts";

// The payslip simulation as an A4 PDF (pdfkit, its built-in Helvetica: WinAnsi covers French accents, € and ’).
// One page: company, agent, period, every line of the calculation, the net to pay, the generation date.

export type TPayslipDocument = {
  /** The language of the file's words and numbers: the requester's (issue 29). */
  lang: TLang;
  company: {
    name: string;
    address: string | null;
    phone: string | null;
    email: string;
    /** "SIRET …", "Code NAF …", "URSSAF n° …": only those the company filled in (decision 051). */
    legal: string[];
  };
  agent: { name: string; badge: string; job: string; coefficient: number; hourlyRate: string };
  /** "Novembre 2026". */
  period: string;
  lines: TPayslipLine[];
  /** "13/11/2026 à 14:05", Paris time. */
  generatedAt: string;
};

const MARGIN = 50;
const WIDTH = 595.28 - 2 * MARGIN;
const PRIMARY = "#1e3a8a";
const MUTED = "#475569";
const COLUMNS = { label: 250, quantity: 75, rate: 80, amount: WIDTH - 250 - 75 - 80 };

export function renderPayslipPdf(payslip: TPayslipDocument): Promise<Buffer> {
  const t = documentText(payslip.lang);
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: {
      Title: `${t(M.title)} - ${payslip.agent.name} - ${payslip.period}`,
      Author: payslip.company.name,
      Creator: "HTS - CALCUL-SECU",
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  header(doc, payslip);
  agentBlock(doc, payslip);
  table(doc, payslip);
  footer(doc, payslip);
  doc.end();
  return done;
}

function header(doc: PDFKit.PDFDocument, { company, period, lang }: TPayslipDocument) {
  const t = documentText(lang);
  const top = MARGIN;
  doc.fillColor(PRIMARY).font("Helvetica-Bold").fontSize(15).text(company.name, MARGIN, top, { width: 280 });
  doc.fillColor(MUTED).font("Helvetica").fontSize(9);
  for (const line of [company.address, company.phone, company.email, ...company.legal])
    if (line) doc.text(line, { width: 280 });
  const leftBottom = doc.y;
  doc
    .fillColor("#000000")
    .font("Helvetica-Bold")
    .fontSize(14)
    .text(t(M.heading), MARGIN + 280, top, { width: WIDTH - 280, align: "right" });
  doc
    .font("Helvetica")
    .fontSize(11)
    .text(t(M.period, { period }), { width: WIDTH - 280, align: "right" })
    .fillColor(MUTED)
    .fontSize(8)
    .text(t(M.agreement), { width: WIDTH - 280, align: "right" });
  doc.y = Math.max(leftBottom, doc.y) + 10;
  // Decision 051: a flat contribution rate and no employer contributions, no leave or tax lines; this
  // is an estimate and says so where it cannot be missed.
  doc
    .fillColor("#9a3412")
    .font("Helvetica-Bold")
    .fontSize(8.5)
    .text(t(M.disclaimer), MARGIN, doc.y, { width: WIDTH });
  doc.y += 12;
}

function agentBlock(doc: PDFKit.PDFDocument, { agent, lang }: TPayslipDocument) {
  const t = documentText(lang);
  const top = doc.y;
  const rows: [string, string][] = [
    [t(M.employee), agent.name],
    [t(M.badge), agent.badge],
    [t(M.job), agent.job],
    [t(M.coefficient), String(agent.coefficient)],
    [t(M.hourlyRate), agent.hourlyRate],
  ];
  const height = rows.length * 15 + 16;
  doc.roundedRect(MARGIN, top, WIDTH, height, 4).fillAndStroke("#f1f5f9", "#cbd5e1");
  rows.forEach(([label, value], i) => {
    const y = top + 9 + i * 15;
    doc
      .fillColor(MUTED)
      .font("Helvetica")
      .fontSize(9)
      .text(label, MARGIN + 12, y, { width: 110 });
    doc
      .fillColor("#000000")
      .font("Helvetica-Bold")
      .fontSize(10)
      .text(value, MARGIN + 125, y - 1, {
        width: WIDTH - 140,
      });
  });
  doc.y = top + height + 18;
}

function cell(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  width: number,
  align: "left" | "right",
) {
  doc.text(text, x + 6, y, { width: width - 12, align, lineBreak: false });
}

function table(doc: PDFKit.PDFDocument, { lines, lang }: TPayslipDocument) {
  const t = documentText(lang);
  const formatEuros = payslipFormats(lang).euros;
  const x = MARGIN;
  const { label, quantity, rate, amount } = COLUMNS;
  let y = doc.y;
  doc.rect(x, y, WIDTH, 20).fill(PRIMARY);
  doc.fillColor("#ffffff").font("Helvetica-Bold").fontSize(9);
  cell(doc, t(M.label), x, y + 6, label, "left");
  cell(doc, t(M.base), x + label, y + 6, quantity, "right");
  cell(doc, t(M.rate), x + label + quantity, y + 6, rate, "right");
  cell(doc, t(M.amount), x + label + quantity + rate, y + 6, amount, "right");
  y += 20;

  lines.forEach((line, i) => {
    const net = line.kind === "net";
    const height = net ? 28 : 19;
    if (net) {
      y += 8;
      doc.rect(x, y, WIDTH, height).fill(PRIMARY);
    } else if (line.kind === "total") {
      doc.rect(x, y, WIDTH, height).fill("#e2e8f0");
    } else if (i % 2 === 1) {
      doc.rect(x, y, WIDTH, height).fill("#f8fafc");
    }
    const textY = y + (net ? 9 : 5.5);
    const bold = line.kind === "total" || net;
    doc
      .fillColor(net ? "#ffffff" : "#000000")
      .font(bold ? "Helvetica-Bold" : "Helvetica")
      .fontSize(net ? 12 : 9.5);
    cell(doc, line.label, x, textY, label, "left");
    if (line.quantity) cell(doc, line.quantity, x + label, textY, quantity, "right");
    if (line.rate) cell(doc, line.rate, x + label + quantity, textY, rate, "right");
    const shown = line.kind === "deduction" ? `- ${formatEuros(line.amount)}` : formatEuros(line.amount);
    cell(doc, shown, x + label + quantity + rate, textY, amount, "right");
    y += height;
  });
  doc
    .moveTo(x, y)
    .lineTo(x + WIDTH, y)
    .strokeColor("#cbd5e1")
    .stroke();
  doc.y = y + 16;
}

function footer(doc: PDFKit.PDFDocument, { generatedAt, lang }: TPayslipDocument) {
  const t = documentText(lang);
  doc
    .fillColor(MUTED)
    .font("Helvetica")
    .fontSize(8)
    .text(t(M.footnote), MARGIN, doc.y, { width: WIDTH })
    .moveDown(0.4)
    .text(t(M.generatedOn, { at: generatedAt }), { width: WIDTH });
}

import { documentText, MSG_DOC_SECURITY as M, MSG_DOC } from "@hts/domain";
import PDFDocument from "pdfkit";
import type { TSecurityReportDocument } from "./security-report-document.ts";
import { photosBlock } from "./security-report-pdf-photos.ts";

// The report as an A4 PDF (pdfkit's Helvetica: WinAnsi covers French accents). Tables wrap long
// texts, break across pages and repeat their header; a row taller than a page is written as
// paragraphs instead, which pdfkit flows over as many pages as needed.

const MARGIN = 50;
const PAGE_HEIGHT = 841.89;
const WIDTH = 595.28 - 2 * MARGIN;
const BOTTOM = PAGE_HEIGHT - MARGIN - 4; // the footer sits in the bottom margin
const PRIMARY = "#1e3a8a";
const MUTED = "#475569";
const PAD = 4;

type Doc = PDFKit.PDFDocument;
type TColumn = { title: string; width: number };

export function renderSecurityReportPdf(report: TSecurityReportDocument): Promise<Buffer> {
  const t = documentText(report.lang);
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: `${t(M.title)} - ${report.siteName} - ${report.period}`,
      Author: report.company.name,
      Creator: t(M.creator),
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  header(doc, report);
  fieldsBlock(doc, report.fields);
  heading(doc, t(M.incidents, { n: report.incidents.length }));
  table(
    doc,
    [
      { title: t(M.number), width: 28 },
      { title: t(M.type), width: 85 },
      { title: t(M.description), width: 200 },
      { title: t(M.measures), width: WIDTH - 313 },
    ],
    report.incidents.map((i, n) => [String(n + 1), i.type, i.description, i.measuresTaken]),
    t(M.noIncident),
  );
  heading(doc, t(M.interventions, { n: report.interventions.length }));
  table(
    doc,
    [
      { title: t(M.number), width: 28 },
      { title: t(M.description), width: 262 },
      { title: t(M.agent), width: 120 },
      { title: t(M.time), width: WIDTH - 410 },
    ],
    report.interventions.map((i, n) => [String(n + 1), i.description, i.agentName, i.time]),
    t(M.noIntervention),
  );
  for (const section of report.sections) {
    heading(doc, section.title);
    doc
      .fillColor("#000000")
      .font("Helvetica")
      .fontSize(10)
      .text(section.text, MARGIN, doc.y, { width: WIDTH });
  }
  if (report.photos.length > 0) {
    heading(doc, t(M.photosCount, { n: report.photos.length }));
    doc.x = MARGIN;
    photosBlock(doc, report.photos, {
      margin: MARGIN,
      width: WIDTH,
      bottom: BOTTOM,
      notEmbeddable: t(M.photoNotEmbeddable),
    });
  }
  signatureBlock(doc, report);
  footers(doc, report);
  doc.end();
  return done;
}

function header(doc: Doc, report: TSecurityReportDocument) {
  const { company } = report;
  doc
    .fillColor(PRIMARY)
    .font("Helvetica-Bold")
    .fontSize(14)
    .text(company.name, MARGIN, MARGIN, { width: 260 });
  doc.fillColor(MUTED).font("Helvetica").fontSize(9);
  for (const line of [company.address, company.phone, company.email, ...company.legal])
    if (line) doc.text(line, { width: 260 });
  const leftBottom = doc.y;
  doc
    .fillColor("#000000")
    .font("Helvetica-Bold")
    .fontSize(17)
    .text(documentText(report.lang)(M.heading), MARGIN + 260, MARGIN, { width: WIDTH - 260, align: "right" })
    .font("Helvetica")
    .fontSize(11)
    .text(report.siteName, { width: WIDTH - 260, align: "right" })
    .fontSize(10)
    .text(report.period, { width: WIDTH - 260, align: "right" });
  doc.y = Math.max(leftBottom, doc.y) + 16;
}

function ensureRoom(doc: Doc, height: number) {
  if (doc.y + height > BOTTOM) doc.addPage();
}

function heading(doc: Doc, title: string) {
  ensureRoom(doc, 50);
  doc.y += 10;
  doc.fillColor(PRIMARY).font("Helvetica-Bold").fontSize(12).text(title, MARGIN, doc.y, { width: WIDTH });
  doc.y += 4;
}

function fieldsBlock(doc: Doc, fields: [string, string][]) {
  const labelWidth = 140;
  doc.font("Helvetica").fontSize(10);
  const heights = fields.map(
    ([, value]) => doc.heightOfString(value, { width: WIDTH - labelWidth - 24 }) + 6,
  );
  const height = heights.reduce((a, b) => a + b, 0) + 12;
  ensureRoom(doc, height);
  const top = doc.y;
  doc.roundedRect(MARGIN, top, WIDTH, height, 4).fillAndStroke("#f1f5f9", "#cbd5e1");
  let y = top + 8;
  fields.forEach(([label, value], i) => {
    doc
      .fillColor(MUTED)
      .font("Helvetica")
      .fontSize(9)
      .text(label, MARGIN + 12, y + 1, { width: labelWidth });
    doc
      .fillColor("#000000")
      .font("Helvetica-Bold")
      .fontSize(10)
      .text(value, MARGIN + 12 + labelWidth, y, { width: WIDTH - labelWidth - 24 });
    y += heights[i] ?? 0;
  });
  doc.y = top + height + 8;
}

function tableHeader(doc: Doc, columns: TColumn[]) {
  const y = doc.y;
  doc.rect(MARGIN, y, WIDTH, 18).fill(PRIMARY);
  doc.fillColor("#ffffff").font("Helvetica-Bold").fontSize(9);
  let x = MARGIN;
  for (const c of columns) {
    doc.text(c.title, x + PAD, y + 5, { width: c.width - 2 * PAD, lineBreak: false });
    x += c.width;
  }
  doc.y = y + 18;
}

function table(doc: Doc, columns: TColumn[], rows: string[][], empty: string) {
  if (rows.length === 0) {
    doc.fillColor(MUTED).font("Helvetica-Oblique").fontSize(10).text(empty, MARGIN, doc.y, { width: WIDTH });
    return;
  }
  ensureRoom(doc, 60);
  tableHeader(doc, columns);
  const usable = BOTTOM - MARGIN - 18;
  rows.forEach((cells, r) => {
    doc.font("Helvetica").fontSize(9);
    const height =
      Math.max(
        ...cells.map((text, i) =>
          doc.heightOfString(text || " ", { width: (columns[i]?.width ?? 0) - 2 * PAD }),
        ),
      ) +
      2 * PAD;
    if (height > usable) {
      longRow(doc, columns, cells);
      return;
    }
    if (doc.y + height > BOTTOM) {
      doc.addPage();
      tableHeader(doc, columns);
    }
    const y = doc.y;
    if (r % 2 === 1) doc.rect(MARGIN, y, WIDTH, height).fill("#f8fafc");
    doc.fillColor("#000000").font("Helvetica").fontSize(9);
    let x = MARGIN;
    cells.forEach((text, i) => {
      const width = columns[i]?.width ?? 0;
      doc.text(text, x + PAD, y + PAD, { width: width - 2 * PAD });
      x += width;
    });
    doc
      .moveTo(MARGIN, y + height)
      .lineTo(MARGIN + WIDTH, y + height)
      .lineWidth(0.5)
      .strokeColor("#cbd5e1")
      .stroke();
    doc.y = y + height;
  });
  doc.y += 4;
}

/** A row too tall for one page: each cell as a labelled paragraph, flowing over pages. */
function longRow(doc: Doc, columns: TColumn[], cells: string[]) {
  doc.y += 4;
  cells.forEach((text, i) => {
    if (!text) return;
    doc
      .fillColor(MUTED)
      .font("Helvetica-Bold")
      .fontSize(9)
      .text(columns[i]?.title ?? "", MARGIN, doc.y, { width: WIDTH });
    doc.fillColor("#000000").font("Helvetica").fontSize(9).text(text, MARGIN, doc.y, { width: WIDTH });
  });
  doc
    .moveTo(MARGIN, doc.y + 2)
    .lineTo(MARGIN + WIDTH, doc.y + 2)
    .strokeColor("#cbd5e1")
    .stroke();
  doc.y += 6;
}

function signatureBlock(doc: Doc, report: TSecurityReportDocument) {
  const t = documentText(report.lang);
  const box = { width: 220, height: 90 };
  ensureRoom(doc, box.height + 50);
  doc.y += 14;
  doc.fillColor(PRIMARY).font("Helvetica-Bold").fontSize(12).text(t(M.signatureHeading), MARGIN, doc.y);
  doc
    .fillColor("#000000")
    .font("Helvetica")
    .fontSize(10)
    .text(report.responsibleName, MARGIN, doc.y + 2);
  const top = doc.y + 6;
  doc.rect(MARGIN, top, box.width, box.height).lineWidth(0.5).strokeColor("#cbd5e1").stroke();
  if (report.signature) {
    doc.image(report.signature.png, MARGIN + 5, top + 5, { fit: [box.width - 10, box.height - 10] });
  } else {
    doc
      .fillColor(MUTED)
      .font("Helvetica-Oblique")
      .fontSize(9)
      .text(t(M.unsigned), MARGIN + 8, top + box.height / 2 - 5, { width: box.width - 16 });
  }
  doc.y = top + box.height + 8;
}

function footers(doc: Doc, report: TSecurityReportDocument) {
  const t = documentText(report.lang);
  const range = doc.bufferedPageRange();
  const hash = report.contentHash ? t(M.hash, { hash: report.contentHash }) : t(M.draft);
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing below the bottom margin would add a page: lift it for the footer line.
    const { margins } = doc.page;
    doc.page.margins = { ...margins, bottom: 0 };
    const y = PAGE_HEIGHT - MARGIN + 6;
    doc
      .fillColor(MUTED)
      .font("Helvetica")
      .fontSize(7)
      .text(t(MSG_DOC.generatedOn, { at: report.generatedAt }), MARGIN, y, {
        width: WIDTH - 60,
        lineBreak: false,
      })
      .text(
        t(MSG_DOC.page, { n: String(i - range.start + 1), count: String(range.count) }),
        MARGIN + WIDTH - 60,
        y,
        {
          width: 60,
          align: "right",
          lineBreak: false,
        },
      )
      .text(hash, MARGIN, y + 9, { width: WIDTH, lineBreak: false });
    doc.page.margins = margins;
  }
}

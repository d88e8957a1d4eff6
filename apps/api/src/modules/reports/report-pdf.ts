import {
  documentText,
  INCIDENT_SERIES,
  INCIDENT_SERIES_LABELS,
  MSG_DOC_REPORT as M,
  MSG_DOC,
  type TIncidentBucket,
  type TNamedCount,
} from "@hts/domain";
import PDFDocument from "pdfkit";
import type { TReportDoc, TTable } from "./report-content.ts";

// A generated report as an A4 PDF: header, key figures, the two charts drawn as vectors (stacked
// incidents over time by severity, incidents by site), then the detail tables, breaking across pages.

const MARGIN = 45;
const PAGE_HEIGHT = 841.89;
const WIDTH = 595.28 - 2 * MARGIN;
const BOTTOM = PAGE_HEIGHT - MARGIN - 15;
const PRIMARY = "#1e3a8a";
const MUTED = "#475569";
const SERIES_COLORS: Record<string, string> = {
  critique: "#dc2626",
  important: "#ea580c",
  moyen: "#ca8a04",
  faible: "#2563eb",
  rapport: "#64748b",
};

type Doc = PDFKit.PDFDocument;
/** The document's words in its language (`documentText(report.lang)`). */
type T = ReturnType<typeof documentText>;

export function renderReportPdf(report: TReportDoc): Promise<Buffer> {
  const t = documentText(report.lang);
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: `${report.title} - ${report.periodLabel}`,
      Author: report.companyName,
      Creator: t(M.creator),
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  doc.fillColor(PRIMARY).font("Helvetica-Bold").fontSize(12).text(report.companyName, MARGIN, MARGIN);
  if (report.companyLegal.length) {
    doc
      .fillColor(MUTED)
      .font("Helvetica")
      .fontSize(8)
      .text(report.companyLegal.join(" - "), { width: WIDTH });
  }
  doc.fillColor("#000000").font("Helvetica-Bold").fontSize(18).text(report.title, { width: WIDTH });
  doc
    .font("Helvetica")
    .fontSize(11)
    .text(`${report.periodLabel} - ${report.siteLabel}`, { width: WIDTH })
    .moveDown(0.8);
  kpis(doc, report.kpis);
  for (const note of report.notes)
    doc
      .fillColor(MUTED)
      .font("Helvetica-Oblique")
      .fontSize(10)
      .text(note, MARGIN, doc.y, { width: WIDTH })
      .moveDown(0.5);
  if (report.charts) {
    overTimeChart(doc, report.charts.overTime, t);
    barsChart(doc, t(M.bySite), report.charts.bySite.slice(0, 10), t);
  }
  for (const table of report.tables) drawTable(doc, table, t);
  footers(doc, report.generatedAt, t);
  doc.end();
  return done;
}

function ensureRoom(doc: Doc, height: number) {
  if (doc.y + height > BOTTOM) doc.addPage();
}

function heading(doc: Doc, title: string) {
  ensureRoom(doc, 60);
  doc.y += 8;
  doc.fillColor(PRIMARY).font("Helvetica-Bold").fontSize(12).text(title, MARGIN, doc.y, { width: WIDTH });
  doc.y += 4;
}

function kpis(doc: Doc, items: [string, string][]) {
  const perRow = 3;
  const w = WIDTH / perRow;
  const h = 42;
  // Writing text moves doc.y: every card is placed from the block's top.
  const top = doc.y;
  items.forEach(([label, value], i) => {
    const x = MARGIN + (i % perRow) * w;
    const y = top + Math.floor(i / perRow) * (h + 6);
    doc.roundedRect(x + 2, y, w - 4, h, 4).fillAndStroke("#f1f5f9", "#cbd5e1");
    doc.fillColor(MUTED).font("Helvetica").fontSize(8);
    doc.text(fitText(doc, label, w - 16), x + 8, y + 6, { lineBreak: false });
    doc.fillColor("#000000").font("Helvetica-Bold").fontSize(12);
    doc.text(fitText(doc, value, w - 16), x + 8, y + 20, { lineBreak: false });
  });
  doc.y = top + Math.ceil(items.length / perRow) * (h + 6) + 6;
}

function overTimeChart(doc: Doc, buckets: TIncidentBucket[], t: T) {
  heading(doc, t(M.overTimeBySeverity));
  ensureRoom(doc, 190);
  const top = doc.y + 4;
  const height = 140;
  const left = MARGIN + 28;
  const width = WIDTH - 28;
  const max = Math.max(1, ...buckets.map((b) => b.total));
  doc.fillColor(MUTED).font("Helvetica").fontSize(7);
  for (const step of [0, 0.5, 1]) {
    const y = top + height - step * height;
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.3)
      .strokeColor("#cbd5e1")
      .stroke();
    doc.text(String(Math.round(max * step)), MARGIN, y - 3, { width: 24, align: "right", lineBreak: false });
  }
  const slot = width / Math.max(1, buckets.length);
  const barWidth = Math.max(1, slot * 0.7);
  const labelEvery = Math.ceil(buckets.length / 12);
  buckets.forEach((b, i) => {
    let y = top + height;
    const x = left + i * slot + (slot - barWidth) / 2;
    for (const series of INCIDENT_SERIES) {
      const value = b[series];
      if (!value) continue;
      const h = (value / max) * height;
      y -= h;
      doc.rect(x, y, barWidth, h).fill(SERIES_COLORS[series] ?? MUTED);
    }
    if (i % labelEvery === 0)
      doc
        .fillColor(MUTED)
        .fontSize(6.5)
        .text(b.label, left + i * slot - 10, top + height + 3, {
          width: slot * labelEvery + 20,
          lineBreak: false,
        });
  });
  let x = left;
  const legendY = top + height + 16;
  for (const series of INCIDENT_SERIES) {
    doc.rect(x, legendY, 8, 8).fill(SERIES_COLORS[series] ?? MUTED);
    doc
      .fillColor("#000000")
      .fontSize(8)
      .text(t(INCIDENT_SERIES_LABELS[series]), x + 11, legendY, { lineBreak: false });
    x += 100;
  }
  doc.y = legendY + 18;
}

function barsChart(doc: Doc, title: string, counts: TNamedCount[], t: T) {
  heading(doc, title);
  if (counts.length === 0) {
    doc.fillColor(MUTED).font("Helvetica-Oblique").fontSize(10).text(t(M.noIncident), MARGIN, doc.y);
    return;
  }
  const max = Math.max(1, ...counts.map((c) => c.count));
  const labelWidth = 150;
  for (const c of counts) {
    ensureRoom(doc, 16);
    const y = doc.y;
    doc.fillColor("#000000").font("Helvetica").fontSize(8.5);
    doc.text(fitText(doc, c.label, labelWidth - 6), MARGIN, y + 2, { lineBreak: false });
    const w = ((WIDTH - labelWidth - 40) * c.count) / max;
    doc.rect(MARGIN + labelWidth, y, Math.max(1, w), 11).fill(PRIMARY);
    doc.fillColor("#000000").text(String(c.count), MARGIN + labelWidth + w + 4, y + 2, { lineBreak: false });
    doc.y = y + 15;
  }
}

/** The text cut with an ellipsis to fit one line of `width` in the current font. */
function fitText(doc: Doc, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let cut = text;
  while (cut.length > 1 && doc.widthOfString(`${cut}…`) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

function drawTable(doc: Doc, table: TTable, t: T) {
  heading(doc, table.title);
  if (table.note)
    doc
      .fillColor(MUTED)
      .font("Helvetica-Oblique")
      .fontSize(8.5)
      .text(table.note, MARGIN, doc.y, { width: WIDTH });
  if (table.rows.length === 0) {
    doc
      .fillColor(MUTED)
      .font("Helvetica-Oblique")
      .fontSize(10)
      .text(t(M.noData), MARGIN, doc.y, { width: WIDTH });
    return;
  }
  const total = table.columns.reduce((sum, c) => sum + c.width, 0);
  const widths = table.columns.map((c) => (c.width / total) * WIDTH);
  const header = () => {
    const y = doc.y;
    doc.rect(MARGIN, y, WIDTH, 16).fill(PRIMARY);
    doc.fillColor("#ffffff").font("Helvetica-Bold").fontSize(8);
    let x = MARGIN;
    table.columns.forEach((c, i) => {
      doc.text(fitText(doc, c.title, (widths[i] ?? 0) - 6), x + 3, y + 4, { lineBreak: false });
      x += widths[i] ?? 0;
    });
    doc.y = y + 16;
  };
  ensureRoom(doc, 40);
  header();
  table.rows.forEach((cells, r) => {
    doc.font("Helvetica").fontSize(8);
    const height =
      Math.max(
        ...cells.map((v, i) => doc.heightOfString(String(v) || " ", { width: (widths[i] ?? 0) - 6 })),
      ) + 6;
    if (doc.y + height > BOTTOM) {
      doc.addPage();
      header();
    }
    const y = doc.y;
    if (r % 2 === 1) doc.rect(MARGIN, y, WIDTH, height).fill("#f8fafc");
    doc.fillColor("#000000").font("Helvetica").fontSize(8);
    let x = MARGIN;
    cells.forEach((v, i) => {
      doc.text(String(v), x + 3, y + 3, { width: (widths[i] ?? 0) - 6 });
      x += widths[i] ?? 0;
    });
    doc.y = y + height;
  });
  doc.y += 6;
}

function footers(doc: Doc, generatedAt: string, t: T) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const { margins } = doc.page;
    doc.page.margins = { ...margins, bottom: 0 };
    doc
      .fillColor(MUTED)
      .font("Helvetica")
      .fontSize(7)
      .text(
        `${t(MSG_DOC.generatedOn, { at: generatedAt })} - ${t(MSG_DOC.pageLower)} ${i - range.start + 1} / ${range.count}`,
        MARGIN,
        PAGE_HEIGHT - MARGIN + 10,
        {
          width: WIDTH,
          align: "right",
          lineBreak: false,
        },
      );
    doc.page.margins = margins;
  }
}

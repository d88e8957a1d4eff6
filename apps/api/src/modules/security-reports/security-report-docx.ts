import { documentText, MSG_DOC_SECURITY as M, MSG_DOC } from "@hts/domain";
import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  HeadingLevel,
  ImageRun,
  Packer,
  PageNumber,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from "docx";
import type { TSecurityReportDocument } from "./security-report-document.ts";
import { photoParagraphs } from "./security-report-docx-photos.ts";

// The report as a Word document (docx): the same content as the PDF, with real tables whose header
// row repeats on each page, and the signature as an inline PNG. Word and LibreOffice lay out the text,
// so long texts and 200-row tables need nothing special here.

const PRIMARY = "1E3A8A";
const MUTED = "475569";
const TABLE_WIDTH = 9638; // A4 width minus 2 cm margins, in twentieths of a point

const text = (value: string, options: { bold?: boolean; color?: string; size?: number } = {}) =>
  new TextRun({ text: value, bold: options.bold, color: options.color, size: options.size });

/** Line breaks in user text become real breaks, not one long line. */
function paragraphOf(value: string, options: { bold?: boolean; color?: string; size?: number } = {}) {
  const lines = value.split(/\r?\n/);
  return new Paragraph({
    children: lines.map(
      (line, i) =>
        new TextRun({
          text: line,
          break: i > 0 ? 1 : 0,
          bold: options.bold,
          color: options.color,
          size: options.size,
        }),
    ),
  });
}

function cell(value: string, width: number, header = false) {
  return new TableCell({
    width: { size: width, type: WidthType.DXA },
    shading: header ? { type: ShadingType.CLEAR, fill: PRIMARY, color: "auto" } : undefined,
    margins: { top: 60, bottom: 60, left: 80, right: 80 },
    children: [
      header
        ? paragraphOf(value, { bold: true, color: "FFFFFF", size: 18 })
        : paragraphOf(value, { size: 18 }),
    ],
  });
}

function table(columns: { title: string; width: number }[], rows: string[][]) {
  const scale = TABLE_WIDTH / columns.reduce((sum, c) => sum + c.width, 0);
  const widths = columns.map((c) => Math.round(c.width * scale));
  return new Table({
    width: { size: TABLE_WIDTH, type: WidthType.DXA },
    columnWidths: widths,
    rows: [
      new TableRow({
        tableHeader: true,
        children: columns.map((c, i) => cell(c.title, widths[i] ?? 0, true)),
      }),
      ...rows.map((cells) => new TableRow({ children: cells.map((v, i) => cell(v, widths[i] ?? 0)) })),
    ],
  });
}

const heading = (title: string) =>
  new Paragraph({
    heading: HeadingLevel.HEADING_2,
    spacing: { before: 240, after: 120 },
    children: [text(title)],
  });

const muted = (value: string) =>
  new Paragraph({ children: [new TextRun({ text: value, italics: true, color: MUTED })] });

function signature(report: TSecurityReportDocument) {
  const t = documentText(report.lang);
  if (!report.signature) return [muted(t(M.unsigned))];
  const { png, width, height } = report.signature;
  // At most 240 x 100 px, keeping the drawing's proportions.
  const scale = Math.min(240 / width, 100 / height, 1);
  return [
    new Paragraph({
      border: {
        top: { style: BorderStyle.SINGLE, size: 4, color: "CBD5E1" },
        bottom: { style: BorderStyle.SINGLE, size: 4, color: "CBD5E1" },
      },
      children: [
        new ImageRun({
          type: "png",
          data: png,
          transformation: { width: Math.round(width * scale), height: Math.round(height * scale) },
          altText: {
            name: t(M.signature),
            description: t(M.signatureOf, { name: report.responsibleName }),
            title: t(M.signature),
          },
        }),
      ],
    }),
  ];
}

export function renderSecurityReportDocx(report: TSecurityReportDocument): Promise<Buffer> {
  const t = documentText(report.lang);
  const { company } = report;
  const contact = [company.address, company.phone, company.email, ...company.legal]
    .filter(Boolean)
    .join(" - ");
  const hash = report.contentHash ? t(M.hash, { hash: report.contentHash }) : t(M.draft);
  const doc = new Document({
    creator: company.name,
    title: `${t(M.title)} - ${report.siteName} - ${report.period}`,
    styles: { default: { document: { run: { font: "Arial", size: 20 } } } },
    sections: [
      {
        properties: { page: { margin: { top: 1134, bottom: 1134, left: 1134, right: 1134 } } },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                children: [
                  new TextRun({
                    text: `${t(MSG_DOC.generatedOn, { at: report.generatedAt })} - ${t(MSG_DOC.pageLower)} `,
                    size: 14,
                    color: MUTED,
                  }),
                  new TextRun({ children: [PageNumber.CURRENT], size: 14, color: MUTED }),
                  new TextRun({ text: " / ", size: 14, color: MUTED }),
                  new TextRun({ children: [PageNumber.TOTAL_PAGES], size: 14, color: MUTED }),
                ],
              }),
              new Paragraph({ children: [new TextRun({ text: hash, size: 14, color: MUTED })] }),
            ],
          }),
        },
        children: [
          new Paragraph({ children: [text(company.name, { bold: true, color: PRIMARY, size: 28 })] }),
          ...(contact ? [new Paragraph({ children: [text(contact, { color: MUTED, size: 18 })] })] : []),
          new Paragraph({
            heading: HeadingLevel.TITLE,
            alignment: AlignmentType.CENTER,
            spacing: { before: 240, after: 120 },
            children: [text(t(M.title))],
          }),
          new Paragraph({
            alignment: AlignmentType.CENTER,
            children: [text(`${report.siteName} - ${report.period}`, { bold: true, size: 24 })],
          }),
          heading(t(M.information)),
          table(
            [
              { title: t(M.field), width: 30 },
              { title: t(M.value), width: 70 },
            ],
            report.fields,
          ),
          heading(t(M.incidents, { n: report.incidents.length })),
          report.incidents.length === 0
            ? muted(t(M.noIncident))
            : table(
                [
                  { title: t(M.number), width: 6 },
                  { title: t(M.type), width: 18 },
                  { title: t(M.description), width: 42 },
                  { title: t(M.measures), width: 34 },
                ],
                report.incidents.map((i, n) => [String(n + 1), i.type, i.description, i.measuresTaken]),
              ),
          heading(t(M.interventions, { n: report.interventions.length })),
          report.interventions.length === 0
            ? muted(t(M.noIntervention))
            : table(
                [
                  { title: t(M.number), width: 6 },
                  { title: t(M.description), width: 56 },
                  { title: t(M.agent), width: 24 },
                  { title: t(M.time), width: 14 },
                ],
                report.interventions.map((i, n) => [String(n + 1), i.description, i.agentName, i.time]),
              ),
          ...report.sections.flatMap((s) => [heading(s.title), paragraphOf(s.text)]),
          ...(report.photos.length > 0
            ? [
                heading(t(M.photosCount, { n: report.photos.length })),
                ...photoParagraphs(report.photos, t(M.photoNotEmbeddableOffice)),
              ]
            : []),
          heading(t(M.signatureHeading)),
          new Paragraph({ children: [text(report.responsibleName, { bold: true })] }),
          ...signature(report),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}

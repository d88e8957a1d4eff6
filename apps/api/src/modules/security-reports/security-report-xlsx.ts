import { documentText, MSG_DOC_SECURITY as M, MSG_DOC } from "@hts/domain";
import writeXlsxFile, { type Row } from "write-excel-file/node";
import type { TSecurityReportDocument } from "./security-report-document.ts";
import { photosSheet } from "./security-report-xlsx-photos.ts";

// The report as an .xlsx workbook (write-excel-file, decision 008): a "Rapport" sheet ("Report" in English) with every field,
// the four texts and the signature image, then one sheet per list so incidents and interventions can
// be filtered and sorted, and the photos on their own sheet. Long texts wrap inside their cell.

const HEADER = { fontWeight: "bold", backgroundColor: "#1E3A8A", color: "#FFFFFF" } as const;
const LABEL = { fontWeight: "bold", color: "#475569" } as const;

const str = (value: string, style: object = {}): Row[number] => ({
  value,
  type: String,
  wrap: true,
  ...style,
});

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function renderSecurityReportXlsx(report: TSecurityReportDocument): Promise<Buffer> {
  const t = documentText(report.lang);
  const summary: Row[] = [
    // The title overflows into the empty cell beside it: wrapping it would hide all but its last line.
    [
      {
        value: `${report.company.name} - ${t(M.title)}`,
        type: String,
        fontWeight: "bold",
        fontSize: 14,
      },
    ],
    [],
    ...report.fields.map((field): Row => [str(field[0], LABEL), str(field[1])]),
    [],
    ...report.sections.flatMap((s): Row[] => [[str(s.title, LABEL), str(s.text)]]),
    [],
    [str(t(M.hashLabel), LABEL), str(report.contentHash ?? t(M.draft))],
    [str(t(MSG_DOC.generatedOnLabel), LABEL), str(report.generatedAt)],
    [],
    [
      str(t(M.signatureHeading), LABEL),
      str(report.signature ? report.responsibleName : t(M.unsignedName, { name: report.responsibleName })),
    ],
  ];
  const signatureRow = summary.length + 1;
  // Room for the image below its label: rows are about 20 px high.
  if (report.signature) for (let i = 0; i < 6; i++) summary.push([]);

  const incidents: Row[] = [
    [M.number, M.type, M.description, M.measures].map((title) => str(t(title), HEADER)),
    ...report.incidents.map(
      (i, n): Row => [{ value: n + 1, type: Number }, str(i.type), str(i.description), str(i.measuresTaken)],
    ),
  ];
  const interventions: Row[] = [
    [M.number, M.description, M.agent, M.time].map((title) => str(t(title), HEADER)),
    ...report.interventions.map(
      (i, n): Row => [{ value: n + 1, type: Number }, str(i.description), str(i.agentName), str(i.time)],
    ),
  ];

  const photos =
    report.photos.length > 0 ? photosSheet(report.photos, str, t(M.photoNotEmbeddableOffice)) : null;
  const signature = report.signature;
  const scale = signature ? Math.min(240 / signature.width, 100 / signature.height, 1) : 1;
  return writeXlsxFile(
    [
      {
        data: summary,
        sheet: t(M.reportSheet),
        // Both columns fit the width of an A4 page when printed.
        columns: [{ width: 24 }, { width: 60 }],
        images: signature
          ? [
              {
                content: signature.png,
                contentType: "image/png",
                width: Math.round(signature.width * scale),
                height: Math.round(signature.height * scale),
                dpi: 96,
                anchor: { row: signatureRow, column: 2 },
                title: t(M.signature),
                description: t(M.signatureOf, { name: report.responsibleName }),
              },
            ]
          : undefined,
      },
      {
        data: incidents,
        // "incidentes" is shared with sentences in the Spanish catalog: a sheet's name starts with a capital.
        sheet: capitalize(t(M.incidentsSheet)),
        columns: [{ width: 6 }, { width: 20 }, { width: 70 }, { width: 60 }],
        stickyRowsCount: 1,
      },
      {
        data: interventions,
        sheet: t(M.interventionsSheet),
        columns: [{ width: 6 }, { width: 80 }, { width: 26 }, { width: 18 }],
        stickyRowsCount: 1,
      },
      ...(photos
        ? [{ data: photos.data, sheet: t(M.photosSheet), columns: [{ width: 60 }], images: photos.images }]
        : []),
    ],
    { fontFamily: "Arial", fontSize: 10 },
  ).toBuffer();
}

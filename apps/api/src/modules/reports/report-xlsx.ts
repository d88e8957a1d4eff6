import {
  documentText,
  INCIDENT_SERIES,
  INCIDENT_SERIES_LABELS,
  MSG_DOC_REPORT as M,
  MSG_DOC,
} from "@hts/domain";
import writeXlsxFile, { type Row, type Sheet } from "write-excel-file/node";
import type { TCell, TReportDoc, TTable } from "./report-content.ts";

// A generated report as an .xlsx workbook: a summary sheet (key figures, notes), the charts' series as
// data sheets (write-excel-file writes no chart objects: a sheet of numbers is what Excel or
// LibreOffice charts in two clicks), then one sheet per detail table.

const HEADER = { fontWeight: "bold", backgroundColor: "#1E3A8A", color: "#FFFFFF", wrap: true } as const;
const LABEL = { fontWeight: "bold", color: "#475569" } as const;

const cell = (value: TCell): Row[number] =>
  typeof value === "number" ? { value, type: Number } : { value, type: String, wrap: true };

/** Sheet names: 31 characters at most, none of : \ / ? * [ ], unique. */
function sheetName(title: string, used: Set<string>): string {
  const base = title
    .replace(/[:\\/?*[\]]/g, " ")
    .slice(0, 28)
    .trim();
  let name = base;
  for (let n = 2; used.has(name); n++) name = `${base} ${n}`;
  used.add(name);
  return name;
}

function tableSheet(table: TTable, used: Set<string>): Sheet<Buffer> {
  const data: Row[] = [
    table.columns.map((c) => ({ value: c.title, type: String, ...HEADER })),
    ...table.rows.map((r) => r.map(cell)),
  ];
  if (table.note) data.push([], [{ value: table.note, type: String, fontStyle: "italic" }]);
  return {
    data,
    sheet: sheetName(table.title, used),
    columns: table.columns.map((c) => ({ width: Math.min(60, 8 + c.width * 7) })),
    stickyRowsCount: 1,
  };
}

export function renderReportXlsx(report: TReportDoc): Promise<Buffer> {
  const t = documentText(report.lang);
  const summarySheet = t(M.summarySheet);
  const used = new Set<string>([summarySheet]);
  const summary: Row[] = [
    [{ value: `${report.companyName} - ${report.title}`, type: String, fontWeight: "bold", fontSize: 14 }],
    ...(report.companyLegal.length ? [[cell(report.companyLegal.join(" - "))] as Row] : []),
    [{ value: t(M.periodLabel), type: String, ...LABEL }, cell(report.periodLabel)],
    [{ value: t(M.site), type: String, ...LABEL }, cell(report.siteLabel)],
    [{ value: t(MSG_DOC.generatedOnLabel), type: String, ...LABEL }, cell(report.generatedAt)],
    [],
    ...report.kpis.map(([label, value]): Row => [{ value: label, type: String, ...LABEL }, cell(value)]),
    ...(report.notes.length ? [[] as Row, ...report.notes.map((n): Row => [cell(n)])] : []),
  ];
  const sheets: Sheet<Buffer>[] = [
    { data: summary, sheet: summarySheet, columns: [{ width: 34 }, { width: 60 }] },
  ];
  if (report.charts) {
    sheets.push(
      tableSheet(
        {
          title: t(M.overTime),
          columns: [
            { title: t(M.start), width: 2 },
            { title: t(M.periodLabel), width: 2 },
            ...INCIDENT_SERIES.map((s) => ({ title: t(INCIDENT_SERIES_LABELS[s]), width: 2 })),
            { title: t(M.total), width: 1 },
          ],
          rows: report.charts.overTime.map((b) => [
            b.date,
            b.label,
            ...INCIDENT_SERIES.map((s) => b[s]),
            b.total,
          ]),
        },
        used,
      ),
    );
  }
  for (const table of report.tables) sheets.push(tableSheet(table, used));
  return writeXlsxFile(sheets, { fontFamily: "Arial", fontSize: 10 }).toBuffer();
}

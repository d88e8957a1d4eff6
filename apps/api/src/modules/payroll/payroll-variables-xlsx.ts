import writeXlsxFile, { type Cell, type Row } from "write-excel-file/node";
import type { TVariablesSheet } from "./payroll-variables.ts";

// The payroll variables as .xlsx (runs in a document worker, decision 049): row 1 the column codes a
// payroll package maps, row 2 the titles in the requester's language (decision 122), then one row per agent with number cells.

const FORMATS = { text: undefined, int: "0", hours: "0.00", euros: "0.00", rate: "0.0000" } as const;

export function renderVariablesXlsx(sheet: TVariablesSheet): Promise<Buffer> {
  const codes: Row = sheet.columns.map((c) => ({ value: c.code, type: String, fontWeight: "bold" }));
  const titles: Row = sheet.columns.map((c) => ({ value: c.title, type: String, fontStyle: "italic" }));
  const body: Row[] = sheet.rows.map((row) =>
    row.map((value, i): Cell => {
      const kind = sheet.columns[i]?.kind ?? "text";
      return typeof value === "number"
        ? { value, type: Number, format: FORMATS[kind] }
        : { value, type: String };
    }),
  );
  return writeXlsxFile([codes, titles, ...body], {
    sheet: sheet.sheet,
    columns: sheet.columns.map((c) => ({ width: Math.max(12, c.title.length + 2) })),
    stickyRowsCount: 2,
  }).toBuffer();
}

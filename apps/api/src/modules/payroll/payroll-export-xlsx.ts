import { documentText, MSG_DOC_PAYROLL_MONTH as M, type TLang, type TPayrollOutput } from "@hts/domain";
import type { TPayrollHours } from "@hts/domain/payroll/payroll-documents.schemas";
import writeXlsxFile, { type Cell, type Row } from "write-excel-file/node";

// The month's payroll as an .xlsx an accountant opens in Excel or LibreOffice (write-excel-file: see the
// decision record on the payroll documents). Every amount and hour is a real number cell with a number
// format, so the sheet can be summed and sorted; the header row is frozen. Its words and the place of the
// euro sign follow the requester's language (decision 122); Excel itself writes the decimal and grouping
// separators of whoever opens it.

export type TExportRow = {
  agent: { name: string; badge: string };
  /** The job's title, already in the requester's language. */
  job: string;
  hours: TPayrollHours;
  output: TPayrollOutput;
};

const HOURS = "0.00";

/** "1 234,56 €" in French and Spanish, "€1,234.56" in English (as `Intl` writes them). */
export function euroFormat(lang: TLang, decimals = 2): string {
  const number = `#,##0.${"0".repeat(decimals)}`;
  return lang === "en" ? `"€"${number}` : `${number} "€"`;
}

type TFormat = "euros" | "rate" | "hours" | "int";

const FORMATS: Record<TFormat, (lang: TLang) => string> = {
  euros: (lang) => euroFormat(lang),
  rate: (lang) => euroFormat(lang, 4),
  hours: () => HOURS,
  int: () => "0",
};

type TColumn = {
  /** The French title, the catalogs' key. */
  title: string;
  width: number;
  format?: TFormat;
  value: (row: TExportRow) => string | number;
  /** Summed in the totals row. */
  total?: boolean;
  /** The value is one of our French words (never a person's), translated like the titles. */
  word?: boolean;
};

export const EXPORT_COLUMNS: TColumn[] = [
  { title: M.agent, width: 26, value: (r) => r.agent.name },
  { title: M.badge, width: 12, value: (r) => r.agent.badge },
  { title: M.job, width: 26, value: (r) => r.job },
  { title: M.coefficient, width: 11, format: "int", value: (r) => r.output.coefficient },
  { title: M.hourlyRate, width: 13, format: "rate", value: (r) => r.output.tauxHoraire },
  { title: M.hours, width: 10, format: "hours", value: (r) => r.hours.heures, total: true },
  { title: M.nightHours, width: 13, format: "hours", value: (r) => r.hours.heuresNuit, total: true },
  { title: M.sundayHours, width: 15, format: "hours", value: (r) => r.hours.heuresDimanche, total: true },
  { title: M.holidayHours, width: 13, format: "hours", value: (r) => r.hours.heuresFerie, total: true },
  { title: M.daysWorked, width: 14, format: "int", value: (r) => r.hours.joursTravailles, total: true },
  {
    title: M.shifts,
    width: 18,
    word: true,
    value: (r) => (r.hours.source === "completed" ? M.completed : M.planned),
  },
  { title: M.baseSalary, width: 15, format: "euros", value: (r) => r.output.salaireBase, total: true },
  { title: M.bonuses, width: 12, format: "euros", value: (r) => r.output.totalPrimes, total: true },
  { title: M.premiums, width: 13, format: "euros", value: (r) => r.output.totalMajorations, total: true },
  { title: M.gross, width: 14, format: "euros", value: (r) => r.output.salaireBrut, total: true },
  { title: M.contributions, width: 13, format: "euros", value: (r) => r.output.cotisations, total: true },
  { title: M.allowances, width: 12, format: "euros", value: (r) => r.output.indemnites, total: true },
  { title: M.net, width: 14, format: "euros", value: (r) => r.output.netAPayer, total: true },
];

const HEADER_STYLE = {
  fontWeight: "bold",
  backgroundColor: "#1E3A8A",
  color: "#FFFFFF",
  wrap: true,
  alignVertical: "center",
  // Two lines for "Heures fériées" and the like: LibreOffice does not grow a row for wrapped text.
  height: 32,
} as const;

/** Sum of amounts with two decimals, in integer hundredths so 0.1 + 0.2 stays 0.3. */
const sumHundredths = (values: number[]) => values.reduce((sum, v) => sum + Math.round(v * 100), 0) / 100;

function cellOf(column: TColumn, value: string | number, lang: TLang, bold = false): Cell {
  const weight = bold ? { fontWeight: "bold" as const } : {};
  if (typeof value === "number") {
    const format = column.format ? FORMATS[column.format](lang) : undefined;
    return { value, type: Number, format, ...weight };
  }
  return { value, type: String, ...weight };
}

export type TMonthExport = {
  /** "Novembre 2026", in the requester's language. */
  period: string;
  company: string;
  rows: TExportRow[];
  /** The requester's language (issue 29, decision 122); French when absent. */
  lang?: TLang;
};

export async function renderMonthExport({
  period,
  company,
  rows,
  lang = "fr",
}: TMonthExport): Promise<Buffer> {
  const t = documentText(lang);
  const header: Row = EXPORT_COLUMNS.map((c) => ({ value: t(c.title), type: String, ...HEADER_STYLE }));
  const value = (c: TColumn, row: TExportRow) => (c.word ? t(String(c.value(row))) : c.value(row));
  const body: Row[] = rows.map((row) => EXPORT_COLUMNS.map((c) => cellOf(c, value(c, row), lang)));
  const totals: Row = EXPORT_COLUMNS.map((column, i) => {
    if (i === 0) return { value: t(M.totals, { n: rows.length }), type: String, fontWeight: "bold" };
    if (!column.total) return null;
    return cellOf(column, sumHundredths(rows.map((r) => column.value(r) as number)), lang, true);
  });
  const footer: Row = [{ value: t(M.footer, { company, period }), type: String, fontStyle: "italic" }];
  return writeXlsxFile(
    [header, ...body, totals, [], footer],
    {
      sheet: t(M.sheet, { period }).slice(0, 31),
      columns: EXPORT_COLUMNS.map((c) => ({ width: c.width })),
      stickyRowsCount: 1,
      orientation: "landscape",
    },
    { fontFamily: "Arial", fontSize: 10 },
  ).toBuffer();
}

import type { TPayrollOutput } from "@hts/domain";
import type { TPayrollHours } from "@hts/domain/payroll/payroll-documents.schemas";
import writeXlsxFile, { type Cell, type Row } from "write-excel-file/node";

// The month's payroll as an .xlsx an accountant opens in Excel or LibreOffice (write-excel-file: see the
// decision record on the payroll documents). Every amount and hour is a real number cell with a number
// format, so the sheet can be summed and sorted; the header row is frozen.

export type TExportRow = {
  agent: { name: string; badge: string };
  job: string;
  hours: TPayrollHours;
  output: TPayrollOutput;
};

const EUROS = '#,##0.00 "€"';
const HOURS = "0.00";

type TColumn = {
  title: string;
  width: number;
  format?: string;
  value: (row: TExportRow) => string | number;
  /** Summed in the totals row. */
  total?: boolean;
};

export const EXPORT_COLUMNS: TColumn[] = [
  { title: "Agent", width: 26, value: (r) => r.agent.name },
  { title: "Matricule", width: 12, value: (r) => r.agent.badge },
  { title: "Poste", width: 26, value: (r) => r.job },
  { title: "Coefficient", width: 11, format: "0", value: (r) => r.output.coefficient },
  { title: "Taux horaire", width: 13, format: '#,##0.0000 "€"', value: (r) => r.output.tauxHoraire },
  { title: "Heures", width: 10, format: HOURS, value: (r) => r.hours.heures, total: true },
  { title: "Heures de nuit", width: 13, format: HOURS, value: (r) => r.hours.heuresNuit, total: true },
  { title: "Heures dimanche", width: 15, format: HOURS, value: (r) => r.hours.heuresDimanche, total: true },
  { title: "Heures fériées", width: 13, format: HOURS, value: (r) => r.hours.heuresFerie, total: true },
  { title: "Jours travaillés", width: 14, format: "0", value: (r) => r.hours.joursTravailles, total: true },
  {
    title: "Gardes",
    width: 18,
    value: (r) => (r.hours.source === "completed" ? "Terminées" : "Planifiées"),
  },
  { title: "Salaire de base", width: 15, format: EUROS, value: (r) => r.output.salaireBase, total: true },
  { title: "Primes", width: 12, format: EUROS, value: (r) => r.output.totalPrimes, total: true },
  { title: "Majorations", width: 13, format: EUROS, value: (r) => r.output.totalMajorations, total: true },
  { title: "Salaire brut", width: 14, format: EUROS, value: (r) => r.output.salaireBrut, total: true },
  { title: "Cotisations", width: 13, format: EUROS, value: (r) => r.output.cotisations, total: true },
  { title: "Indemnités", width: 12, format: EUROS, value: (r) => r.output.indemnites, total: true },
  { title: "Net à payer", width: 14, format: EUROS, value: (r) => r.output.netAPayer, total: true },
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

function cellOf(column: TColumn, value: string | number, bold = false): Cell {
  const weight = bold ? { fontWeight: "bold" as const } : {};
  if (typeof value === "number") return { value, type: Number, format: column.format, ...weight };
  return { value, type: String, ...weight };
}

export type TMonthExport = { period: string; company: string; rows: TExportRow[] };

export async function renderMonthExport({ period, company, rows }: TMonthExport): Promise<Buffer> {
  const header: Row = EXPORT_COLUMNS.map((c) => ({ value: c.title, type: String, ...HEADER_STYLE }));
  const body: Row[] = rows.map((row) => EXPORT_COLUMNS.map((c) => cellOf(c, c.value(row))));
  const totals: Row = EXPORT_COLUMNS.map((column, i) => {
    if (i === 0) return { value: `Total (${rows.length} agents)`, type: String, fontWeight: "bold" };
    if (!column.total) return null;
    return cellOf(column, sumHundredths(rows.map((r) => column.value(r) as number)), true);
  });
  const footer: Row = [{ value: `${company} - paie de ${period}`, type: String, fontStyle: "italic" }];
  return writeXlsxFile(
    [header, ...body, totals, [], footer],
    {
      sheet: `Paie ${period}`.slice(0, 31),
      columns: EXPORT_COLUMNS.map((c) => ({ width: c.width })),
      stickyRowsCount: 1,
      orientation: "landscape",
    },
    { fontFamily: "Arial", fontSize: 10 },
  ).toBuffer();
}

import { documentText, type TLang, type TPayrollOutput, MSG_DOC_PAYROLL_VARIABLES as V } from "@hts/domain";
import type { TPayrollHours } from "@hts/domain/payroll/payroll-documents.schemas";
import { CSV_BOM, csvDecimal, csvLine } from "../../lib/csv.ts";

// The month's payroll variables, one row per agent (issue 16, item 7; decision 051): the file a payroll
// package imports (hours by category, bonuses, premiums, allowances, absences), not a payslip. The same
// table goes out as CSV (semicolons, decimal comma, UTF-8 with BOM, CRLF: what French payroll software
// and Excel read without a wizard) and as a real .xlsx with number cells.

export type TVariablesRow = {
  agent: { name: string; badge: string };
  /** The job's title, already in the requester's language. */
  job: string;
  hours: TPayrollHours;
  output: TPayrollOutput;
  /** Days of the month covered by leave, and by declared unavailability. */
  absences: { leave: number; unavailable: number };
};

type TKind = "text" | "hours" | "euros" | "rate" | "int";
export type TVariablesColumn = {
  code: string;
  /** The French title, the catalogs' key (decision 122). */
  title: string;
  kind: TKind;
  value: (r: TVariablesRow) => string | number;
};

/** Stable codes (first header row of the CSV is the French titles; the codes are in the decision record). */
export const VARIABLES_COLUMNS: TVariablesColumn[] = [
  { code: "MATRICULE", title: V.badge, kind: "text", value: (r) => r.agent.badge },
  { code: "NOM", title: V.name, kind: "text", value: (r) => r.agent.name },
  { code: "POSTE", title: V.job, kind: "text", value: (r) => r.job },
  { code: "COEFFICIENT", title: V.coefficient, kind: "int", value: (r) => r.output.coefficient },
  { code: "TAUX_HORAIRE", title: V.hourlyRate, kind: "rate", value: (r) => r.output.tauxHoraire },
  { code: "HEURES", title: V.hours, kind: "hours", value: (r) => r.hours.heures },
  { code: "HEURES_NUIT", title: V.nightHours, kind: "hours", value: (r) => r.hours.heuresNuit },
  {
    code: "HEURES_DIMANCHE",
    title: V.sundayHours,
    kind: "hours",
    value: (r) => r.hours.heuresDimanche,
  },
  { code: "HEURES_FERIE", title: V.holidayHours, kind: "hours", value: (r) => r.hours.heuresFerie },
  { code: "JOURS_TRAVAILLES", title: V.daysWorked, kind: "int", value: (r) => r.hours.joursTravailles },
  {
    code: "PRIME_HABILLAGE",
    title: V.dressing,
    kind: "euros",
    value: (r) => r.output.lignes.primeHabillage,
  },
  { code: "PRIME_SSIAP", title: V.ssiap, kind: "euros", value: (r) => r.output.lignes.primeSSIAP },
  {
    code: "PRIME_ENCADREMENT",
    title: V.supervision,
    kind: "euros",
    value: (r) => r.output.lignes.primeEncadrement,
  },
  {
    code: "PRIME_RISQUE",
    title: V.risk,
    kind: "euros",
    value: (r) => r.output.lignes.primeRisque,
  },
  {
    code: "PRIME_CYNOPHILE",
    title: V.dogHandler,
    kind: "euros",
    value: (r) => r.output.lignes.primeCynophile,
  },
  {
    code: "MAJ_NUIT",
    title: V.night,
    kind: "euros",
    value: (r) => r.output.lignes.majorationNuit,
  },
  {
    code: "MAJ_DIMANCHE",
    title: V.sunday,
    kind: "euros",
    value: (r) => r.output.lignes.majorationDimanche,
  },
  {
    code: "MAJ_FERIE",
    title: V.holiday,
    kind: "euros",
    value: (r) => r.output.lignes.majorationFerie,
  },
  {
    code: "INDEMNITE_REPAS",
    title: V.dailyAllowance,
    kind: "euros",
    value: (r) => r.output.lignes.indemniteJours,
  },
  {
    code: "INDEMNITE_NAVIGO",
    title: V.transport,
    kind: "euros",
    value: (r) => r.output.lignes.indemniteNavigo,
  },
  {
    code: "INDEMNITE_ENTRETIEN",
    title: V.uniform,
    kind: "euros",
    value: (r) => r.output.lignes.indemniteEntretien,
  },
  { code: "ABS_CONGES_JOURS", title: V.leaveDays, kind: "int", value: (r) => r.absences.leave },
  {
    code: "ABS_INDISPO_JOURS",
    title: V.unavailableDays,
    kind: "int",
    value: (r) => r.absences.unavailable,
  },
  { code: "BRUT_ESTIME", title: V.grossEstimate, kind: "euros", value: (r) => r.output.salaireBrut },
];

const DECIMALS: Record<TKind, number> = { text: 0, int: 0, hours: 2, euros: 2, rate: 4 };

/** A cell as French software reads it: comma decimals, no grouping (the shared CSV writer, lib/csv.ts). */
function variablesValue(column: TVariablesColumn, row: TVariablesRow): string {
  const value = column.value(row);
  return typeof value === "number" ? csvDecimal(value, DECIMALS[column.kind]) : value;
}

export function variablesCsv(rows: TVariablesRow[]): Buffer {
  const lines = [
    csvLine(VARIABLES_COLUMNS.map((c) => c.code)),
    ...rows.map((row) => csvLine(VARIABLES_COLUMNS.map((c) => variablesValue(c, row)))),
  ];
  return Buffer.from(CSV_BOM + lines.join(""), "utf8");
}

/** What the worker lays out as .xlsx: titles, codes and cell values (plain data). */
export type TVariablesSheet = {
  sheet: string;
  columns: { code: string; title: string; kind: TKind }[];
  rows: (string | number)[][];
};

/** `period` is already in `lang`; the titles and the sheet's name are written in it (decision 122). */
export function variablesSheet(period: string, rows: TVariablesRow[], lang: TLang = "fr"): TVariablesSheet {
  const t = documentText(lang);
  return {
    sheet: t(V.sheet, { period }).slice(0, 31),
    columns: VARIABLES_COLUMNS.map(({ code, title, kind }) => ({ code, title: t(title), kind })),
    rows: rows.map((row) => VARIABLES_COLUMNS.map((c) => c.value(row))),
  };
}

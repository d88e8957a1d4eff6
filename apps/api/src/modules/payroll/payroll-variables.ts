import type { TPayrollOutput } from "@hts/domain";
import type { TPayrollHours } from "@hts/domain/payroll/payroll-documents.schemas";
import { CSV_BOM, csvDecimal, csvLine } from "../../lib/csv.ts";

// The month's payroll variables, one row per agent (issue 16, item 7; decision 051): the file a payroll
// package imports (hours by category, bonuses, premiums, allowances, absences), not a payslip. The same
// table goes out as CSV (semicolons, decimal comma, UTF-8 with BOM, CRLF: what French payroll software
// and Excel read without a wizard) and as a real .xlsx with number cells.

export type TVariablesRow = {
  agent: { name: string; badge: string };
  job: string;
  hours: TPayrollHours;
  output: TPayrollOutput;
  /** Days of the month covered by leave, and by declared unavailability. */
  absences: { leave: number; unavailable: number };
};

type TKind = "text" | "hours" | "euros" | "rate" | "int";
export type TVariablesColumn = {
  code: string;
  title: string;
  kind: TKind;
  value: (r: TVariablesRow) => string | number;
};

/** Stable codes (first header row of the CSV is the French titles; the codes are in the decision record). */
export const VARIABLES_COLUMNS: TVariablesColumn[] = [
  { code: "MATRICULE", title: "Matricule", kind: "text", value: (r) => r.agent.badge },
  { code: "NOM", title: "Nom", kind: "text", value: (r) => r.agent.name },
  { code: "POSTE", title: "Poste", kind: "text", value: (r) => r.job },
  { code: "COEFFICIENT", title: "Coefficient", kind: "int", value: (r) => r.output.coefficient },
  { code: "TAUX_HORAIRE", title: "Taux horaire", kind: "rate", value: (r) => r.output.tauxHoraire },
  { code: "HEURES", title: "Heures travaillées", kind: "hours", value: (r) => r.hours.heures },
  { code: "HEURES_NUIT", title: "Dont heures de nuit", kind: "hours", value: (r) => r.hours.heuresNuit },
  {
    code: "HEURES_DIMANCHE",
    title: "Dont heures du dimanche",
    kind: "hours",
    value: (r) => r.hours.heuresDimanche,
  },
  { code: "HEURES_FERIE", title: "Dont heures fériées", kind: "hours", value: (r) => r.hours.heuresFerie },
  { code: "JOURS_TRAVAILLES", title: "Jours travaillés", kind: "int", value: (r) => r.hours.joursTravailles },
  {
    code: "PRIME_HABILLAGE",
    title: "Prime d'habillage",
    kind: "euros",
    value: (r) => r.output.lignes.primeHabillage,
  },
  { code: "PRIME_SSIAP", title: "Prime SSIAP", kind: "euros", value: (r) => r.output.lignes.primeSSIAP },
  {
    code: "PRIME_ENCADREMENT",
    title: "Prime d'encadrement",
    kind: "euros",
    value: (r) => r.output.lignes.primeEncadrement,
  },
  {
    code: "PRIME_RISQUE",
    title: "Prime de risque",
    kind: "euros",
    value: (r) => r.output.lignes.primeRisque,
  },
  {
    code: "PRIME_CYNOPHILE",
    title: "Prime cynophile",
    kind: "euros",
    value: (r) => r.output.lignes.primeCynophile,
  },
  {
    code: "MAJ_NUIT",
    title: "Majoration de nuit",
    kind: "euros",
    value: (r) => r.output.lignes.majorationNuit,
  },
  {
    code: "MAJ_DIMANCHE",
    title: "Majoration du dimanche",
    kind: "euros",
    value: (r) => r.output.lignes.majorationDimanche,
  },
  {
    code: "MAJ_FERIE",
    title: "Majoration jours fériés",
    kind: "euros",
    value: (r) => r.output.lignes.majorationFerie,
  },
  {
    code: "INDEMNITE_REPAS",
    title: "Indemnités journalières",
    kind: "euros",
    value: (r) => r.output.lignes.indemniteJours,
  },
  {
    code: "INDEMNITE_NAVIGO",
    title: "Indemnité transport",
    kind: "euros",
    value: (r) => r.output.lignes.indemniteNavigo,
  },
  {
    code: "INDEMNITE_ENTRETIEN",
    title: "Indemnité d'entretien",
    kind: "euros",
    value: (r) => r.output.lignes.indemniteEntretien,
  },
  { code: "ABS_CONGES_JOURS", title: "Jours de congé", kind: "int", value: (r) => r.absences.leave },
  {
    code: "ABS_INDISPO_JOURS",
    title: "Jours d'indisponibilité",
    kind: "int",
    value: (r) => r.absences.unavailable,
  },
  { code: "BRUT_ESTIME", title: "Brut estimé", kind: "euros", value: (r) => r.output.salaireBrut },
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

export function variablesSheet(period: string, rows: TVariablesRow[]): TVariablesSheet {
  return {
    sheet: `Variables ${period}`.slice(0, 31),
    columns: VARIABLES_COLUMNS.map(({ code, title, kind }) => ({ code, title, kind })),
    rows: rows.map((row) => VARIABLES_COLUMNS.map((c) => c.value(row))),
  };
}

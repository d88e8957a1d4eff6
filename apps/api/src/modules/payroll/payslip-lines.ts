import type { TPayrollInput, TPayrollOutput, TPayrollSettings } from "@hts/domain";

// The lines of a payslip, in the order of the calculation, shared by the PDF (and kept free of any
// layout so a test can compare them with the calculation). Amounts are the calculation's, already
// rounded to the cent; nothing is recomputed here.

export type TPayslipLine = {
  label: string;
  quantity?: string;
  rate?: string;
  amount: number;
  /** Totals and the net are drawn in bold; a deduction is shown with a minus sign. */
  kind: "line" | "total" | "deduction" | "net";
};

const NNBSP = /[\u202f\u2009]/g;

// Helvetica in a PDF is WinAnsi: the narrow no-break space Intl puts in French numbers is not in it,
// the ordinary no-break space is.
const winAnsi = (text: string) => text.replace(NNBSP, "\u00a0");

const euros = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" });
const decimals = (max: number) =>
  new Intl.NumberFormat("fr-FR", { minimumFractionDigits: 2, maximumFractionDigits: max });

export const formatEuros = (amount: number) => winAnsi(euros.format(amount));
export const formatHours = (hours: number) => winAnsi(`${decimals(2).format(hours)} h`);
export const formatRate = (rate: number) => winAnsi(`${decimals(4).format(rate)} €`);
const formatPercent = (fraction: number) =>
  winAnsi(`${new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 2 }).format(fraction * 100)}\u00a0%`);

export function payslipLines({
  input,
  output,
  settings,
}: {
  input: TPayrollInput;
  output: TPayrollOutput;
  settings: TPayrollSettings;
}): TPayslipLine[] {
  const l = output.lignes;
  const rate = output.tauxHoraire;
  const lines: TPayslipLine[] = [
    {
      label: "Salaire de base",
      quantity: formatHours(input.heures),
      rate: formatRate(rate),
      amount: output.salaireBase,
      kind: "line",
    },
  ];
  const optional = (line: TPayslipLine) => {
    if (line.amount !== 0) lines.push(line);
  };
  optional({ label: "Prime d'habillage", amount: l.primeHabillage, kind: "line" });
  optional({ label: "Prime SSIAP", amount: l.primeSSIAP, kind: "line" });
  optional({ label: "Prime d'encadrement", amount: l.primeEncadrement, kind: "line" });
  optional({ label: "Prime de risque", amount: l.primeRisque, kind: "line" });
  optional({
    label: "Prime cynophile",
    quantity: `${input.nbChiens} chien${input.nbChiens > 1 ? "s" : ""}`,
    amount: l.primeCynophile,
    kind: "line",
  });
  lines.push({ label: "Total des primes", amount: output.totalPrimes, kind: "total" });
  const premium = (label: string, hours: number, fraction: number, amount: number) =>
    optional({
      label: `${label} (+${formatPercent(fraction)})`,
      quantity: formatHours(hours),
      rate: formatRate(rate),
      amount,
      kind: "line",
    });
  premium("Majoration heures de nuit", input.heuresNuit, settings.majorations.nuit, l.majorationNuit);
  premium("Majoration dimanche", input.heuresDimanche, settings.majorations.dimanche, l.majorationDimanche);
  premium("Majoration jours fériés", input.heuresFerie, settings.majorations.ferie, l.majorationFerie);
  lines.push({ label: "Total des majorations", amount: output.totalMajorations, kind: "total" });
  lines.push({ label: "SALAIRE BRUT", amount: output.salaireBrut, kind: "total" });
  lines.push({
    label: "Cotisations salariales",
    rate: formatPercent(settings.tauxCotisations),
    amount: output.cotisations,
    kind: "deduction",
  });
  optional({
    label: "Indemnités journalières",
    quantity: `${input.joursTravailles} j`,
    rate: formatEuros(settings.indemnites.parJourTravaille),
    amount: l.indemniteJours,
    kind: "line",
  });
  optional({ label: "Indemnité transport (pass Navigo)", amount: l.indemniteNavigo, kind: "line" });
  optional({ label: "Indemnité d'entretien de la tenue", amount: l.indemniteEntretien, kind: "line" });
  lines.push({ label: "Total des indemnités", amount: output.indemnites, kind: "total" });
  lines.push({ label: "NET À PAYER", amount: output.netAPayer, kind: "net" });
  return lines;
}

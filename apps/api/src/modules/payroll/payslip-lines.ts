import {
  DOC_LOCALES,
  documentText,
  MSG_DOC_PAYSLIP as M,
  type TLang,
  type TPayrollInput,
  type TPayrollOutput,
  type TPayrollSettings,
} from "@hts/domain";

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

/** Money, hours, rates and percentages in the locale of the payslip's reader ("1 234,56 €", "€1,234.56"). */
export function payslipFormats(lang: TLang = "fr") {
  const locale = DOC_LOCALES[lang];
  const euros = new Intl.NumberFormat(locale, { style: "currency", currency: "EUR" });
  const decimals = (max: number) =>
    new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: max });
  const percent = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  return {
    euros: (amount: number) => winAnsi(euros.format(amount)),
    hours: (hours: number) => winAnsi(`${decimals(2).format(hours)} h`),
    rate: (rate: number) =>
      winAnsi(lang === "en" ? `€${decimals(4).format(rate)}` : `${decimals(4).format(rate)} €`),
    percent: (fraction: number) =>
      winAnsi(`${percent.format(fraction * 100)}${lang === "en" ? "%" : "\u00a0%"}`),
  };
}

export function payslipLines({
  input,
  output,
  settings,
  lang = "fr",
}: {
  input: TPayrollInput;
  output: TPayrollOutput;
  settings: TPayrollSettings;
  /** The language of the labels and numbers: the requester's (issue 29). */
  lang?: TLang;
}): TPayslipLine[] {
  const t = documentText(lang);
  const f = payslipFormats(lang);
  const formatHours = f.hours;
  const formatRate = f.rate;
  const formatEuros = f.euros;
  const formatPercent = f.percent;
  const l = output.lignes;
  const rate = output.tauxHoraire;
  const lines: TPayslipLine[] = [
    {
      label: t(M.baseSalary),
      quantity: formatHours(input.heures),
      rate: formatRate(rate),
      amount: output.salaireBase,
      kind: "line",
    },
  ];
  const optional = (line: TPayslipLine) => {
    if (line.amount !== 0) lines.push(line);
  };
  optional({ label: t(M.dressing), amount: l.primeHabillage, kind: "line" });
  optional({ label: t(M.ssiap), amount: l.primeSSIAP, kind: "line" });
  optional({ label: t(M.supervision), amount: l.primeEncadrement, kind: "line" });
  optional({ label: t(M.risk), amount: l.primeRisque, kind: "line" });
  optional({
    label: t(M.dogHandler),
    quantity: t(input.nbChiens > 1 ? M.dogs : M.dog, { n: input.nbChiens }),
    amount: l.primeCynophile,
    kind: "line",
  });
  lines.push({ label: t(M.totalBonuses), amount: output.totalPrimes, kind: "total" });
  const premium = (label: string, hours: number, fraction: number, amount: number) =>
    optional({
      label: `${label} (+${formatPercent(fraction)})`,
      quantity: formatHours(hours),
      rate: formatRate(rate),
      amount,
      kind: "line",
    });
  premium(t(M.night), input.heuresNuit, settings.majorations.nuit, l.majorationNuit);
  premium(t(M.sunday), input.heuresDimanche, settings.majorations.dimanche, l.majorationDimanche);
  premium(t(M.holiday), input.heuresFerie, settings.majorations.ferie, l.majorationFerie);
  lines.push({ label: t(M.totalPremiums), amount: output.totalMajorations, kind: "total" });
  lines.push({ label: t(M.gross), amount: output.salaireBrut, kind: "total" });
  lines.push({
    label: t(M.contributions),
    rate: formatPercent(settings.tauxCotisations),
    amount: output.cotisations,
    kind: "deduction",
  });
  optional({
    label: t(M.dailyAllowance),
    quantity: t(M.days, { n: input.joursTravailles }),
    rate: formatEuros(settings.indemnites.parJourTravaille),
    amount: l.indemniteJours,
    kind: "line",
  });
  optional({ label: t(M.transport), amount: l.indemniteNavigo, kind: "line" });
  optional({ label: t(M.uniform), amount: l.indemniteEntretien, kind: "line" });
  lines.push({ label: t(M.totalAllowances), amount: output.indemnites, kind: "total" });
  lines.push({ label: t(M.net), amount: output.netAPayer, kind: "net" });
  return lines;
}

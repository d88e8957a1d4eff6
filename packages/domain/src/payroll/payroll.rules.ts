import type { TLang } from "../i18n/languages.ts";
import { translateText } from "../i18n/server-text.ts";
import { add, type Dec, dec, mul, sub, toCents, ZERO } from "./decimal.ts";
import { DEFAULT_PAYROLL_SETTINGS } from "./payroll.constants.ts";
import type { TPayrollInput, TPayrollJob, TPayrollOutput, TPayrollSettings } from "./payroll.schemas.ts";
import { PAYROLL_JOBS, payrollJob, type TPayrollJobDefinition } from "./payroll-jobs.ts";

// 'CALCUL-SECU' (spec part 2, section 9):
//   base        = hours x hourly rate of the coefficient
//   bonuses     = dressing + SSIAP (job level) + supervision + risk + dog handler (150 + 80 per dog)
//   premiums    = rate x (night hours x 75 % + Sunday hours x 10 % + holiday hours x 100 %)
//   gross       = base + bonuses + premiums
//   contrib.    = gross x 21.73 %
//   allowances  = 4.36 x days worked + 44.40 (transport pass) + 8.54 (uniform upkeep)
//   net         = gross - contributions + allowances
// Rounding happens in one place: every value is computed exactly (decimal arithmetic, no rounding on
// the way) and each output amount is rounded once, half away from zero, to the cent. Totals are
// therefore the rounded exact totals, not sums of rounded lines (see the decision record).

export type TCalculatePayroll = { input: TPayrollInput; settings?: TPayrollSettings };

export function hourlyRate({ coefficient, settings }: { coefficient: number; settings: TPayrollSettings }) {
  const key = String(coefficient) as keyof TPayrollSettings["tauxHoraires"];
  const rate = settings.tauxHoraires[key];
  if (rate === undefined) throw new RangeError(`Coefficient inconnu : ${coefficient}`);
  return rate;
}

function ssiapBonus(job: TPayrollJobDefinition, settings: TPayrollSettings): number {
  if (job.ssiapLevel === null) return 0;
  return settings.primeSSIAP[`niveau${job.ssiapLevel}`];
}

export function calculatePayroll({
  input,
  settings = DEFAULT_PAYROLL_SETTINGS,
}: TCalculatePayroll): TPayrollOutput {
  const job = payrollJob(input.poste);
  const coefficient = input.coefficient ?? job.coefficient;
  const rate = dec(hourlyRate({ coefficient, settings }));

  // A box that does not apply to the job (kept ticked by a client after a change of job) counts for nothing.
  const bonuses = {
    primeHabillage: input.primeHabillage ? dec(settings.primeHabillage) : ZERO,
    primeSSIAP: input.primeSSIAP ? dec(ssiapBonus(job, settings)) : ZERO,
    primeEncadrement: input.primeChef ? dec(settings.primeEncadrement[job.supervisionTier]) : ZERO,
    primeRisque: input.primeRisque ? dec(settings.primeRisque) : ZERO,
    primeCynophile: job.dogHandler
      ? add(
          dec(settings.primeCynophile.base),
          mul(dec(settings.primeCynophile.parChien), dec(input.nbChiens)),
        )
      : ZERO,
  };
  const premiums = {
    majorationNuit: mul(dec(input.heuresNuit), rate, dec(settings.majorations.nuit)),
    majorationDimanche: mul(dec(input.heuresDimanche), rate, dec(settings.majorations.dimanche)),
    majorationFerie: mul(dec(input.heuresFerie), rate, dec(settings.majorations.ferie)),
  };
  const allowances = {
    indemniteJours: mul(dec(settings.indemnites.parJourTravaille), dec(input.joursTravailles)),
    indemniteNavigo: input.navigo ? dec(settings.indemnites.navigo) : ZERO,
    indemniteEntretien: input.entretien ? dec(settings.indemnites.entretien) : ZERO,
  };

  const base = mul(dec(input.heures), rate);
  const totalBonuses = add(...Object.values(bonuses));
  const totalPremiums = add(...Object.values(premiums));
  const totalAllowances = add(...Object.values(allowances));
  const gross = add(base, totalBonuses, totalPremiums);
  const contributions = mul(gross, dec(settings.tauxCotisations));
  const net = add(sub(gross, contributions), totalAllowances);

  const lines = { ...bonuses, ...premiums, ...allowances };
  return {
    salaireBase: toCents(base),
    totalPrimes: toCents(totalBonuses),
    totalMajorations: toCents(totalPremiums),
    salaireBrut: toCents(gross),
    cotisations: toCents(contributions),
    indemnites: toCents(totalAllowances),
    netAPayer: toCents(net),
    coefficient,
    tauxHoraire: hourlyRate({ coefficient, settings }),
    lignes: Object.fromEntries(
      Object.entries(lines).map(([name, value]: [string, Dec]) => [name, toCents(value)]),
    ) as TPayrollOutput["lignes"],
  };
}

/** The jobs as the API lists them, with the bonus boxes that apply to each. */
/**
 * The sixteen jobs, their names in `lang` (the French name is the stored value and the catalogs' key,
 * issue 29).
 */
export function payrollJobs(lang: TLang = "fr"): TPayrollJob[] {
  return PAYROLL_JOBS.map((job) => ({
    code: job.code,
    label: translateText(job.label, lang),
    coefficient: job.coefficient,
    niveauSSIAP: job.ssiapLevel,
    primes: {
      primeHabillage: true,
      primeSSIAP: job.ssiapLevel !== null,
      primeChef: true,
      primeRisque: true,
      nbChiens: job.dogHandler,
    },
  }));
}

import { z } from "zod";
import { decimalPlaces } from "./decimal.ts";
import { COEFFICIENTS, DEFAULT_PAYROLL_INPUT, DEFAULT_PAYROLL_SETTINGS } from "./payroll.constants.ts";
import { PAYROLL_JOB_CODES, payrollJob } from "./payroll-jobs.ts";

// Field names are the spec's (part 2, section 3: payroll input and output). Bounds are section 5's.

export const MSG_PAYROLL = {
  jobRequired: "Veuillez sélectionner un poste",
  coefficientUnknown: "Coefficient inconnu : choisissez 130, 140, 150, 160, 175, 190 ou 210",
  hoursStep: "Les heures se saisissent au centième près (pas de 0,01)",
  hoursRange: "Les heures mensuelles doivent être comprises entre 0 et 744",
  nightNegative: "Les heures de nuit ne peuvent pas être négatives",
  sundayNegative: "Les heures du dimanche ne peuvent pas être négatives",
  holidayNegative: "Les heures de jours fériés ne peuvent pas être négatives",
  hoursTooMany: "Un mois compte au plus 744 heures",
  daysRange: "Le nombre de jours travaillés doit être un entier compris entre 0 et 31",
  dogsRange: "Le nombre de chiens doit être compris entre 1 et 3",
  amount: "Montant invalide : un nombre positif avec au plus deux décimales est attendu",
  rate: "Taux horaire invalide : un nombre positif avec au plus quatre décimales est attendu",
  fraction: "Pourcentage invalide : une fraction entre 0 et 10 avec au plus quatre décimales est attendue",
  contributions: "Taux de cotisations invalide : une fraction entre 0 et 1 avec au plus quatre décimales",
} as const;

/** Longest month: 31 days of 24 hours. Keeps absurd values out of the calculation. */
const MAX_MONTH_HOURS = 744;

const zHours = (negative: string, fallback: number) =>
  z
    .number({ error: negative })
    .min(0, { error: negative })
    .max(MAX_MONTH_HOURS, { error: MSG_PAYROLL.hoursTooMany })
    .refine((v) => decimalPlaces(v) <= 2, { error: MSG_PAYROLL.hoursStep })
    .default(fallback);

export const ZPayrollJobCode = z.enum(PAYROLL_JOB_CODES, { error: MSG_PAYROLL.jobRequired });

export const ZPayrollInput = z
  .object({
    /** The agent the payslip is for (the screen's agent select); not used by the calculation. */
    selectedAgent: z.string().max(100).nullish(),
    poste: ZPayrollJobCode,
    /** Omitted: the job's own coefficient, as the form fills it in when a job is chosen. */
    coefficient: z
      .number({ error: MSG_PAYROLL.coefficientUnknown })
      .refine((v) => (COEFFICIENTS as readonly number[]).includes(v), {
        error: MSG_PAYROLL.coefficientUnknown,
      })
      .optional(),
    heures: zHours(MSG_PAYROLL.hoursRange, DEFAULT_PAYROLL_INPUT.heures),
    heuresNuit: zHours(MSG_PAYROLL.nightNegative, 0),
    heuresDimanche: zHours(MSG_PAYROLL.sundayNegative, 0),
    heuresFerie: zHours(MSG_PAYROLL.holidayNegative, 0),
    joursTravailles: z
      .number({ error: MSG_PAYROLL.daysRange })
      .int({ error: MSG_PAYROLL.daysRange })
      .min(0, { error: MSG_PAYROLL.daysRange })
      .max(31, { error: MSG_PAYROLL.daysRange })
      .default(DEFAULT_PAYROLL_INPUT.joursTravailles),
    primeHabillage: z.boolean().default(DEFAULT_PAYROLL_INPUT.primeHabillage),
    primeSSIAP: z.boolean().default(DEFAULT_PAYROLL_INPUT.primeSSIAP),
    primeChef: z.boolean().default(DEFAULT_PAYROLL_INPUT.primeChef),
    primeRisque: z.boolean().default(DEFAULT_PAYROLL_INPUT.primeRisque),
    /** 1 to 3 for a dog handler; other jobs ignore it (the form keeps its default of 1 hidden). */
    nbChiens: z
      .number({ error: MSG_PAYROLL.dogsRange })
      .int({ error: MSG_PAYROLL.dogsRange })
      .min(0, { error: MSG_PAYROLL.dogsRange })
      .max(3, { error: MSG_PAYROLL.dogsRange })
      .default(DEFAULT_PAYROLL_INPUT.nbChiens),
    navigo: z.boolean().default(DEFAULT_PAYROLL_INPUT.navigo),
    entretien: z.boolean().default(DEFAULT_PAYROLL_INPUT.entretien),
  })
  .superRefine((input, ctx) => {
    if (payrollJob(input.poste).dogHandler && input.nbChiens < 1) {
      ctx.addIssue({ code: "custom", path: ["nbChiens"], message: MSG_PAYROLL.dogsRange });
    }
  });
export type TPayrollInput = z.output<typeof ZPayrollInput>;
/** What a client may send: every field but `poste` has a default. */
export type TPayrollInputDraft = z.input<typeof ZPayrollInput>;

const zCents = z.number();

/** Each line of the result, rounded once to cents (docs/decisions/005-payroll-rounding.md). */
export const ZPayrollLines = z.object({
  primeHabillage: zCents,
  primeSSIAP: zCents,
  primeEncadrement: zCents,
  primeRisque: zCents,
  primeCynophile: zCents,
  majorationNuit: zCents,
  majorationDimanche: zCents,
  majorationFerie: zCents,
  indemniteJours: zCents,
  indemniteNavigo: zCents,
  indemniteEntretien: zCents,
});

export const ZPayrollOutput = z.object({
  salaireBase: zCents,
  totalPrimes: zCents,
  totalMajorations: zCents,
  salaireBrut: zCents,
  cotisations: zCents,
  indemnites: zCents,
  netAPayer: zCents,
  /** Beyond the spec's output: what the lines were computed from, for the screen and the payslip. */
  coefficient: z.number(),
  tauxHoraire: z.number(),
  lignes: ZPayrollLines,
});
export type TPayrollOutput = z.infer<typeof ZPayrollOutput>;

const zAmount = (fallback: number) =>
  z
    .number({ error: MSG_PAYROLL.amount })
    .min(0, { error: MSG_PAYROLL.amount })
    .max(1_000_000, { error: MSG_PAYROLL.amount })
    .refine((v) => decimalPlaces(v) <= 2, { error: MSG_PAYROLL.amount })
    .default(fallback);

const zRate = (fallback: number) =>
  z
    .number({ error: MSG_PAYROLL.rate })
    .positive({ error: MSG_PAYROLL.rate })
    .max(10_000, { error: MSG_PAYROLL.rate })
    .refine((v) => decimalPlaces(v) <= 4, { error: MSG_PAYROLL.rate })
    .default(fallback);

const zFraction = (fallback: number, max = 10, error: string = MSG_PAYROLL.fraction) =>
  z
    .number({ error })
    .min(0, { error })
    .max(max, { error })
    .refine((v) => decimalPlaces(v) <= 4, { error })
    .default(fallback);

const D = DEFAULT_PAYROLL_SETTINGS;

/**
 * Every rate and amount of the calculation. Each field defaults to the spec's value, so `{}` parses to
 * the defaults and a stored object written by an older release still parses after fields are added.
 */
export const ZPayrollSettings = z.object({
  tauxHoraires: z
    .object({
      "130": zRate(D.tauxHoraires["130"]),
      "140": zRate(D.tauxHoraires["140"]),
      "150": zRate(D.tauxHoraires["150"]),
      "160": zRate(D.tauxHoraires["160"]),
      "175": zRate(D.tauxHoraires["175"]),
      "190": zRate(D.tauxHoraires["190"]),
      "210": zRate(D.tauxHoraires["210"]),
    })
    .default({ ...D.tauxHoraires }),
  primeHabillage: zAmount(D.primeHabillage),
  primeSSIAP: z
    .object({
      niveau1: zAmount(D.primeSSIAP.niveau1),
      niveau2: zAmount(D.primeSSIAP.niveau2),
      niveau3: zAmount(D.primeSSIAP.niveau3),
    })
    .default({ ...D.primeSSIAP }),
  primeEncadrement: z
    .object({
      chefDePoste: zAmount(D.primeEncadrement.chefDePoste),
      responsable: zAmount(D.primeEncadrement.responsable),
      autre: zAmount(D.primeEncadrement.autre),
    })
    .default({ ...D.primeEncadrement }),
  primeRisque: zAmount(D.primeRisque),
  primeCynophile: z
    .object({ base: zAmount(D.primeCynophile.base), parChien: zAmount(D.primeCynophile.parChien) })
    .default({ ...D.primeCynophile }),
  majorations: z
    .object({
      nuit: zFraction(D.majorations.nuit),
      dimanche: zFraction(D.majorations.dimanche),
      ferie: zFraction(D.majorations.ferie),
    })
    .default({ ...D.majorations }),
  tauxCotisations: zFraction(D.tauxCotisations, 1, MSG_PAYROLL.contributions),
  indemnites: z
    .object({
      parJourTravaille: zAmount(D.indemnites.parJourTravaille),
      navigo: zAmount(D.indemnites.navigo),
      entretien: zAmount(D.indemnites.entretien),
    })
    .default({ ...D.indemnites }),
});
export type TPayrollSettings = z.output<typeof ZPayrollSettings>;

export const ZPayrollJob = z.object({
  code: ZPayrollJobCode,
  label: z.string(),
  coefficient: z.number(),
  /** SSIAP level of the job (sets the SSIAP bonus), null for the other jobs. */
  niveauSSIAP: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable(),
  /** Which input controls apply to the job: the form shows only these bonus boxes. */
  primes: z.object({
    primeHabillage: z.boolean(),
    primeSSIAP: z.boolean(),
    primeChef: z.boolean(),
    primeRisque: z.boolean(),
    nbChiens: z.boolean(),
  }),
});
export type TPayrollJob = z.infer<typeof ZPayrollJob>;

// The payroll figures of spec part 2, section 9 (collective agreement 1351). They are only the
// defaults: each company can store its own (PUT /api/payroll/settings) to follow a new wage
// agreement without waiting for a release.

export const COEFFICIENTS = [130, 140, 150, 160, 175, 190, 210] as const;
export type TCoefficient = (typeof COEFFICIENTS)[number];

export const DEFAULT_PAYROLL_SETTINGS = {
  /** Hourly rate in euros, by coefficient (keys are the coefficients as strings, as JSON stores them). */
  tauxHoraires: {
    "130": 12.24,
    "140": 12.6079,
    "150": 13.0796,
    "160": 13.5513,
    "175": 14.2947,
    "190": 15.0381,
    "210": 16.1535,
  },
  primeHabillage: 19.99,
  primeSSIAP: { niveau1: 50, niveau2: 100, niveau3: 200 },
  /** Supervision bonus: head of post; site or sector manager; any other job. */
  primeEncadrement: { chefDePoste: 100, responsable: 150, autre: 75 },
  primeRisque: 100,
  primeCynophile: { base: 150, parChien: 80 },
  /** Premiums as fractions of the hourly rate, per hour worked at night, on Sunday, on a public holiday. */
  majorations: { nuit: 0.75, dimanche: 0.1, ferie: 1 },
  /** Employee contributions as a fraction of gross pay. */
  tauxCotisations: 0.2173,
  indemnites: { parJourTravaille: 4.36, navigo: 44.4, entretien: 8.54 },
} as const;

/** The form's starting values (spec section 9). `poste` is left to the user: a job is required. */
export const DEFAULT_PAYROLL_INPUT = {
  coefficient: 140,
  heures: 151.67,
  heuresNuit: 0,
  heuresDimanche: 0,
  heuresFerie: 0,
  joursTravailles: 20,
  primeHabillage: true,
  primeSSIAP: false,
  primeChef: false,
  primeRisque: false,
  nbChiens: 1,
  navigo: true,
  entretien: true,
} as const;

/** Night window of the planning: local time 21:00 to 06:00. */
export const NIGHT_START_HOUR = 21;
export const NIGHT_END_HOUR = 6;

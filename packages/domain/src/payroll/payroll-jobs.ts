import type { TCoefficient } from "./payroll.constants.ts";

// The sixteen jobs of spec section 9 with their coefficients. Codes are stable identifiers (stored,
// sent by clients); labels are the French names shown in the job select.
//
// Which bonuses apply (docs/decisions/005-payroll-rounding.md explains the choices):
// - dressing and risk: every job (the spec ties them to no job);
// - SSIAP: only the three SSIAP jobs, whose level (1, 2, 3) sets the amount;
// - supervision: every job, because the spec prices "75 otherwise" beside head of post (100) and site
//   or sector manager (150), so any agent given lead duties on a site can receive it;
// - dog handler: only the dog handler, 150 plus 80 per dog, with no box to tick.

export const PAYROLL_JOB_CODES = [
  "agent_surveillance",
  "agent_securite",
  "agent_surete",
  "agent_statique",
  "ssiap1",
  "ssiap2_chef_equipe",
  "ssiap3_chef_service",
  "agent_cynophile",
  "agent_intervention",
  "chauffeur_securite",
  "chef_de_poste",
  "controleur",
  "responsable_site",
  "responsable_secteur",
  "garde_du_corps_n1",
  "garde_du_corps_n2",
] as const;
export type TPayrollJobCode = (typeof PAYROLL_JOB_CODES)[number];

/** Which supervision amount a job receives when the supervision box is ticked. */
export type TSupervisionTier = "chefDePoste" | "responsable" | "autre";

export type TPayrollJobDefinition = {
  code: TPayrollJobCode;
  label: string;
  coefficient: TCoefficient;
  ssiapLevel: 1 | 2 | 3 | null;
  supervisionTier: TSupervisionTier;
  dogHandler: boolean;
};

const job = (
  code: TPayrollJobCode,
  label: string,
  coefficient: TCoefficient,
  extra: Partial<Pick<TPayrollJobDefinition, "ssiapLevel" | "supervisionTier" | "dogHandler">> = {},
): TPayrollJobDefinition => ({
  code,
  label,
  coefficient,
  ssiapLevel: extra.ssiapLevel ?? null,
  supervisionTier: extra.supervisionTier ?? "autre",
  dogHandler: extra.dogHandler ?? false,
});

export const PAYROLL_JOBS: readonly TPayrollJobDefinition[] = [
  job("agent_surveillance", "Agent de surveillance", 130),
  job("agent_securite", "Agent de sécurité", 140),
  job("agent_surete", "Agent de sûreté", 150),
  job("agent_statique", "Agent statique", 140),
  job("ssiap1", "Agent SSIAP 1", 150, { ssiapLevel: 1 }),
  job("ssiap2_chef_equipe", "Chef d'équipe SSIAP 2", 175, { ssiapLevel: 2 }),
  job("ssiap3_chef_service", "Chef de service SSIAP 3", 210, { ssiapLevel: 3 }),
  job("agent_cynophile", "Agent cynophile", 150, { dogHandler: true }),
  job("agent_intervention", "Agent d'intervention", 160),
  job("chauffeur_securite", "Chauffeur de sécurité", 150),
  job("chef_de_poste", "Chef de poste", 175, { supervisionTier: "chefDePoste" }),
  job("controleur", "Contrôleur", 175),
  job("responsable_site", "Responsable de site", 190, { supervisionTier: "responsable" }),
  job("responsable_secteur", "Responsable de secteur", 210, { supervisionTier: "responsable" }),
  job("garde_du_corps_n1", "Garde du corps N1", 160),
  job("garde_du_corps_n2", "Garde du corps N2", 190),
];

/**
 * The French name of each job by code: the stored, sent and printed value, and the key of its
 * translation in the server's catalogs (issue 29: the job select and the payslip in the reader's
 * language).
 */
export const PAYROLL_JOB_LABELS = Object.fromEntries(PAYROLL_JOBS.map((j) => [j.code, j.label])) as Record<
  TPayrollJobCode,
  string
>;

const BY_CODE = new Map(PAYROLL_JOBS.map((j) => [j.code, j]));

export function payrollJob(code: TPayrollJobCode): TPayrollJobDefinition {
  const found = BY_CODE.get(code);
  if (!found) throw new RangeError(`Poste inconnu : ${code}`);
  return found;
}

import type { TPayrollJobCode } from "./payroll-jobs.ts";

// The payroll job of an agent's profile (speciality, level, certifications), used by the monthly export
// and to preselect the job on the payroll screen; the decision record on the payroll screen and
// documents (docs/decisions/) explains the table. The profile says what the agent does, not the
// contract: the screen lets the user change the job, the export uses this default.

const BY_SPECIALITY: Record<string, TPayrollJobCode> = {
  Surveillance: "agent_securite",
  Intervention: "agent_intervention",
  Cynophile: "agent_cynophile",
  Accueil: "agent_statique",
  Rondier: "agent_securite",
};

const SSIAP_BY_LEVEL: Record<string, TPayrollJobCode> = {
  junior: "ssiap1",
  senior: "ssiap2_chef_equipe",
  expert: "ssiap3_chef_service",
};

const SSIAP_JOBS: readonly TPayrollJobCode[] = ["ssiap1", "ssiap2_chef_equipe", "ssiap3_chef_service"];

/** Highest SSIAP level among certifications ("SSIAP 2", "ssiap2", "SSIAP-3"...), 0 when none. */
function ssiapLevel(certifications: readonly string[]): number {
  let level = 0;
  for (const name of certifications) {
    const match = /^ssiap\D*([123])$/i.exec(name.trim());
    if (match) level = Math.max(level, Number(match[1]));
  }
  return level;
}

export function payrollJobForAgent({
  speciality,
  level,
  certifications = [],
}: {
  speciality: string;
  level: string;
  certifications?: readonly string[];
}): TPayrollJobCode {
  if (speciality === "Incendie") {
    // The certification held is the qualification paid; the seniority level is the fallback.
    const certified = ssiapLevel(certifications);
    if (certified > 0) return SSIAP_JOBS[certified - 1] ?? "ssiap1";
    return SSIAP_BY_LEVEL[level] ?? "ssiap1";
  }
  return BY_SPECIALITY[speciality] ?? "agent_securite";
}

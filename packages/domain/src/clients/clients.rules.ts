import { luhnValid, siretValid } from "../companies/company-legal.ts";

// The legal identifiers of a client (donneur d'ordre, issue 25). A SIREN identifies the legal entity
// (9 digits, Luhn); a SIRET one of its establishments: the SIREN followed by a 5-digit establishment
// number (14 digits, Luhn, La Poste's rule aside). When both are given the SIRET must extend the SIREN,
// which catches the frequent copy of another entity's establishment.

/** Spaces and dots typed from a Kbis or an invoice are removed. */
export const normaliseIdentifier = (value: string) => value.replace(/[\s.]/g, "");

/** A SIREN: 9 digits passing Luhn (La Poste's 356000000 passes too). */
export function sirenValid(siren: string): boolean {
  return /^\d{9}$/.test(siren) && luhnValid(siren);
}

export type TIdentifierProblem = "siren" | "siret" | "mismatch";

/** What is wrong with a client's pair of identifiers, or null; both are optional. */
export function identifierProblem({
  siren,
  siret,
}: {
  siren: string | null;
  siret: string | null;
}): TIdentifierProblem | null {
  if (siren && !sirenValid(siren)) return "siren";
  if (siret && !siretValid(siret)) return "siret";
  if (siren && siret && !siret.startsWith(siren)) return "mismatch";
  return null;
}

/** The SIREN a SIRET carries (its first 9 digits). */
export const sirenOfSiret = (siret: string) => siret.slice(0, 9);

import { z } from "zod";
import { zOptionalText, zString } from "../common/common.schemas.ts";

// The company's legal identifiers (issue 16, item 7; decision 051): printed on payroll documents and
// reports. All optional: a company fills them in Paramètres > Entreprise when it needs them.

export const MSG_LEGAL = {
  siretInvalid: "SIRET invalide : 14 chiffres dont la clé de contrôle (algorithme de Luhn) est juste",
  nafInvalid: "Code NAF invalide : quatre chiffres et une lettre, par exemple 80.10Z",
  urssafInvalid: "Numéro URSSAF invalide : 6 à 18 chiffres ou lettres",
  effectiveFromInvalid: "Mois d'effet invalide : AAAA-MM attendu (années 2000 à 2100)",
  settingsVersionNotFound: "Aucune version de barème pour ce mois",
} as const;

/** Luhn check of a digit string (SIREN, SIRET). */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * A SIRET is 14 digits passing Luhn; La Poste's establishments (SIREN 356000000) use a digit sum
 * divisible by 5 instead, as INSEE documents.
 */
export function siretValid(siret: string): boolean {
  if (!/^\d{14}$/.test(siret)) return false;
  if (siret.startsWith("356000000")) {
    return [...siret].reduce((sum, d) => sum + Number(d), 0) % 5 === 0;
  }
  return luhnValid(siret);
}

/** "123 456 789 00012" or "123456789 00012" → "12345678900012"; empty → null. */
const zSiret = zString()
  .transform((v) => v.replace(/[\s.]/g, ""))
  .refine((v) => v === "" || siretValid(v), { error: MSG_LEGAL.siretInvalid })
  .nullish()
  .transform((v) => (v ? v : null));

/** NAF/APE code: "8010Z" or "80.10Z" → "80.10Z". */
const zNaf = zString()
  .transform((v) => v.trim().toUpperCase().replace(/\s/g, ""))
  .refine((v) => v === "" || /^\d{2}\.?\d{2}[A-Z]$/.test(v), { error: MSG_LEGAL.nafInvalid })
  .transform((v) => (v && !v.includes(".") ? `${v.slice(0, 2)}.${v.slice(2)}` : v))
  .nullish()
  .transform((v) => (v ? v : null));

const zUrssaf = zString()
  .transform((v) => v.trim().toUpperCase().replace(/\s/g, ""))
  .refine((v) => v === "" || /^[0-9A-Z]{6,18}$/.test(v), { error: MSG_LEGAL.urssafInvalid })
  .nullish()
  .transform((v) => (v ? v : null));

export const ZCompanyLegal = z.object({
  /** Registered name; the company's name when empty. */
  legalName: zOptionalText(200),
  address: zOptionalText(300),
  siret: zSiret,
  naf: zNaf,
  urssaf: zUrssaf,
});
export type TCompanyLegal = z.output<typeof ZCompanyLegal>;

/** Output shape (already normalised). */
export const ZCompanyLegalOut = z.object({
  legalName: z.string().nullable(),
  address: z.string().nullable(),
  siret: z.string().nullable(),
  naf: z.string().nullable(),
  urssaf: z.string().nullable(),
});

/** "123 456 789 00012". */
export const formatSiret = (siret: string) =>
  `${siret.slice(0, 3)} ${siret.slice(3, 6)} ${siret.slice(6, 9)} ${siret.slice(9)}`;

/**
 * The lines printed under the company's name on documents (only what is filled): the registered name
 * when it differs from the trading name, then SIRET, NAF and URSSAF.
 */
export function legalLines(legal: TCompanyLegal | null | undefined): string[] {
  if (!legal) return [];
  return [
    legal.legalName,
    legal.siret ? `SIRET ${formatSiret(legal.siret)}` : null,
    legal.naf ? `Code NAF ${legal.naf}` : null,
    legal.urssaf ? `URSSAF n° ${legal.urssaf}` : null,
  ].filter((l): l is string => l !== null);
}

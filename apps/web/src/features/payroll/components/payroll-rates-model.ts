import type { TPayrollSettings } from "@hts/domain/payroll/payroll.schemas";
import { isApiError } from "@/lib/api-error";

// The rate form's groups and fields, and the conversions between the API's settings and the inputs.
export type TKind = "rate" | "euros" | "percent";
export type TField = { path: string; kind: TKind };
export type TGroup = { key: string; fields: TField[] };

export const GROUPS: TGroup[] = [
  {
    key: "hourly",
    fields: ["130", "140", "150", "160", "175", "190", "210"].map((c) => ({
      path: `tauxHoraires.${c}`,
      kind: "rate" as const,
    })),
  },
  {
    key: "bonuses",
    fields: [
      "primeHabillage",
      "primeSSIAP.niveau1",
      "primeSSIAP.niveau2",
      "primeSSIAP.niveau3",
      "primeEncadrement.chefDePoste",
      "primeEncadrement.responsable",
      "primeEncadrement.autre",
      "primeRisque",
      "primeCynophile.base",
      "primeCynophile.parChien",
    ].map((path) => ({ path, kind: "euros" as const })),
  },
  {
    key: "premiums",
    fields: ["majorations.nuit", "majorations.dimanche", "majorations.ferie", "tauxCotisations"].map(
      (path) => ({ path, kind: "percent" as const }),
    ),
  },
  {
    key: "allowances",
    fields: ["indemnites.parJourTravaille", "indemnites.navigo", "indemnites.entretien"].map((path) => ({
      path,
      kind: "euros" as const,
    })),
  },
];
export const FIELDS = GROUPS.flatMap((g) => g.fields);

export const read = (settings: TPayrollSettings, path: string): number =>
  path.split(".").reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], settings) as number;

/** Percent fields are edited as percentages (75 for +75 %) and stored as fractions (0.75). */
export function toForm(settings: TPayrollSettings): Record<string, string> {
  return Object.fromEntries(
    FIELDS.map(({ path, kind }) => {
      const value = read(settings, path);
      return [path, String(kind === "percent" ? Math.round(value * 1_000_000) / 10_000 : value)];
    }),
  );
}

export function fromForm(values: Record<string, string>): Record<string, unknown> {
  const out: Record<string, Record<string, unknown> | unknown> = {};
  for (const { path, kind } of FIELDS) {
    const raw = Number((values[path] ?? "").replace(",", "."));
    const value = kind === "percent" ? Math.round(raw * 100) / 10_000 : raw;
    const [head, tail] = path.split(".") as [string, string | undefined];
    if (tail === undefined) out[head] = value;
    else out[head] = { ...((out[head] as Record<string, unknown>) ?? {}), [tail]: value };
  }
  return out;
}

/** Field errors of a 422, keyed by the field's path ("majorations.nuit"). */
export function pathErrors(error: unknown): Record<string, string> {
  if (!isApiError(error) || error.status !== 422 || !Array.isArray(error.detail)) return {};
  const out: Record<string, string> = {};
  for (const issue of error.detail as { loc?: unknown[]; msg?: string }[]) {
    const path = (issue.loc ?? []).slice(1).join(".");
    if (path && issue.msg && !out[path]) out[path] = issue.msg;
  }
  return out;
}

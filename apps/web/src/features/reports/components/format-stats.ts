import type { TFunction } from "i18next";

const locale = (language: string | undefined) =>
  language?.startsWith("fr") || !language ? "fr-FR" : language;

export function formatNumber(value: number, language: string | undefined): string {
  return new Intl.NumberFormat(locale(language)).format(value);
}

/** 98,5 % in French (the value is already a percentage). */
export function formatPercent(value: number, language: string | undefined): string {
  return new Intl.NumberFormat(locale(language), { style: "percent", maximumFractionDigits: 1 }).format(
    value / 100,
  );
}

/** A file size with the interface's units: 850 Ko, 1,2 Mo (decimal units, as office software shows). */
export function formatSize(bytes: number, t: TFunction, language: string | undefined): string {
  const number = (value: number) =>
    new Intl.NumberFormat(locale(language), { maximumFractionDigits: value < 10 ? 1 : 0 }).format(value);
  if (bytes < 1000) return t("reports.units.bytes", { value: number(bytes) });
  if (bytes < 1_000_000) return t("reports.units.kb", { value: number(bytes / 1000) });
  return t("reports.units.mb", { value: number(bytes / 1_000_000) });
}

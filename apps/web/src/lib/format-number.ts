// Numbers in the interface language's habits ("23,6" in French, "23.6" in English): a figure printed
// with String() or toFixed() keeps the dot whatever the language, beside figures Intl wrote with a comma.

const LOCALES: Record<string, string> = { fr: "fr-FR", en: "en-GB", es: "es-ES" };

/** `formatNumber(23.6, "fr")` → "23,6"; at most `maximumFractionDigits` decimals (1 by default). */
export function formatNumber(
  value: number,
  language: string | undefined,
  { maximumFractionDigits = 1, minimumFractionDigits = 0 } = {},
): string {
  const locale = LOCALES[language?.slice(0, 2) ?? "fr"] ?? "fr-FR";
  return new Intl.NumberFormat(locale, { maximumFractionDigits, minimumFractionDigits }).format(value);
}

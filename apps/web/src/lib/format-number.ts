// Numbers in the interface language's habits ("23,6" in French, "23.6" in English): a figure printed
// with String() or toFixed() keeps the dot whatever the language, beside figures Intl wrote with a comma.

const LOCALES: Record<string, string> = { fr: "fr-FR", en: "en-GB", es: "es-ES" };

const localeOf = (language: string | undefined) => LOCALES[language?.slice(0, 2) ?? "fr"] ?? "fr-FR";

/** `formatNumber(23.6, "fr")` → "23,6"; at most `maximumFractionDigits` decimals (1 by default). */
export function formatNumber(
  value: number,
  language: string | undefined,
  { maximumFractionDigits = 1, minimumFractionDigits = 0 } = {},
): string {
  return new Intl.NumberFormat(localeOf(language), { maximumFractionDigits, minimumFractionDigits }).format(
    value,
  );
}

/**
 * A percentage (`value` in points: 57 for 57 %) with the language's sign and spacing: "57 %" in French
 * and Spanish (Intl's no-break space, U+00A0), "57%" in English. Never `${value} %` by hand (issue 29).
 */
export function formatPercent(
  value: number,
  language: string | undefined,
  { maximumFractionDigits = 1, minimumFractionDigits = 0 } = {},
): string {
  return new Intl.NumberFormat(localeOf(language), {
    style: "percent",
    maximumFractionDigits,
    minimumFractionDigits,
  }).format(value / 100);
}

// Amounts and hours as the French screen writes them ("1 652,50 €", "151,67 h"), in the interface language.

const locales: Record<string, string> = { fr: "fr-FR", en: "en-GB", es: "es-ES" };
const localeOf = (language: string | undefined) => locales[language ?? "fr"] ?? "fr-FR";

export function formatEuros(amount: number, language?: string): string {
  return new Intl.NumberFormat(localeOf(language), { style: "currency", currency: "EUR" }).format(amount);
}

/** The hourly rate keeps the agreement's four decimals (12,6079 €). */
export function formatRate(rate: number, language?: string): string {
  return new Intl.NumberFormat(localeOf(language), {
    style: "currency",
    currency: "EUR",
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  }).format(rate);
}

export function formatHours(hours: number, language?: string): string {
  const number = new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 2 }).format(hours);
  return `${number} h`;
}

/** "2026-11" for the month input, from a date in local time. */
export function monthValue(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}`;
}

export function parseMonth(value: string): { year: number; month: number } | null {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  if (!match) return null;
  const month = Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { year: Number(match[1]), month };
}

/** "novembre 2026" in the interface language. */
export function periodLabel({ year, month }: { year: number; month: number }, language?: string): string {
  return new Intl.DateTimeFormat(localeOf(language), { month: "long", year: "numeric" }).format(
    new Date(year, month - 1, 1),
  );
}

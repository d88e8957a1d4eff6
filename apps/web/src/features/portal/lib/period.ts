// The month a portal page shows: `YYYY-MM`, the current one by default.

export const currentMonth = (now = new Date()) => now.toISOString().slice(0, 7);

/** First and last planning day of a month. */
export function monthRange(month: string): { from: string; to: string } {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, "0")}` };
}

/** Minutes as hours with one decimal ("7,5 h" in French through Intl). */
export const hours = (minutes: number, locale: string) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(minutes / 60);

import { PLANNING_TIME_ZONE } from "@hts/domain";

// The month a portal page shows: `YYYY-MM`, the current one by default.

/** The current month in the company's days (Europe/Paris): on May 1 at 00:30 in Paris it is May. */
export const currentMonth = (now = new Date(), timeZone = PLANNING_TIME_ZONE) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit" }).format(now);

/** First and last planning day of a month. */
export function monthRange(month: string): { from: string; to: string } {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, "0")}` };
}

/** Minutes as hours with one decimal ("7,5 h" in French through Intl). */
export const hours = (minutes: number, locale: string) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(minutes / 60);

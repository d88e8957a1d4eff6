// Public holidays of mainland France (Code du travail L3133-1), computed rather than read from a
// calendar library: date-holidays loaded every country's rules and moment-timezone with them, a quarter
// of a second of each server start for the eleven days below (issue 26). Alsace-Moselle's two extra days
// are not counted, as before (the calendar "FR" with no region). `french-holidays.test.ts` checks these
// days against date-holidays, day for day, over three centuries.

const FIXED = ["01-01", "05-01", "05-08", "07-14", "08-15", "11-01", "11-11", "12-25"] as const;
/** Days after Easter Sunday: Easter Monday, Ascension Thursday, Whit Monday. */
const AFTER_EASTER = [1, 39, 50] as const;
const DAY_MS = 86_400_000;

/** Easter Sunday of the Gregorian calendar (the anonymous algorithm of Meeus, Jones and Butcher). */
export function easterSunday(year: number): { month: number; day: number } {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { month, day };
}

/** The year's public holidays as `YYYY-MM-DD`, in date order. */
export function frenchPublicHolidays(year: number): string[] {
  const y = String(year).padStart(4, "0");
  const easter = easterSunday(year);
  const easterMs = Date.UTC(year, easter.month - 1, easter.day);
  const moving = AFTER_EASTER.map((days) => new Date(easterMs + days * DAY_MS).toISOString().slice(5, 10));
  return [...FIXED.map((md) => md as string), ...moving].sort().map((md) => `${y}-${md}`);
}

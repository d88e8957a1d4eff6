import { format, parseISO } from "date-fns";
import { dateLocale } from "@/lib/date-locale";

/** A period day "2026-03-12" as "12 mars 2026" in the interface language (no time zone shift: a day). */
export function formatDay(day: string, language: string | undefined): string {
  const date = parseISO(day);
  return Number.isNaN(date.getTime()) ? day : format(date, "d MMM yyyy", { locale: dateLocale(language) });
}

import { format, formatDistanceToNow } from "date-fns";
import { dateLocale } from "./date-locale.ts";

/** "12 mars 2026 à 14:05" style, in the interface language; "" for an unreadable date. */
export function formatDateTime(iso: string, language: string | undefined): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return format(date, "PPp", { locale: dateLocale(language) });
}

/** "il y a 5 minutes" style. */
export function formatRelative(iso: string, language: string | undefined): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return formatDistanceToNow(date, { addSuffix: true, locale: dateLocale(language) });
}

import { formatDistanceToNow } from "date-fns";
import { dateLocale } from "./date-locale.ts";
import { displayTimeZone } from "./display-time-zone.ts";

const LOCALES: Record<string, string> = { fr: "fr-FR", en: "en-GB", es: "es-ES" };

/**
 * "12 mars 2026 à 14:05" style, in the interface language and the user's time zone (their profile);
 * "" for an unreadable date.
 */
export function formatDateTime(iso: string, language: string | undefined): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat(LOCALES[language?.slice(0, 2) ?? "fr"] ?? "fr-FR", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: displayTimeZone(),
  }).format(date);
}

/** "14:05" in the user's time zone. */
export function formatTime(date: Date, language: string | undefined): string {
  return new Intl.DateTimeFormat(LOCALES[language?.slice(0, 2) ?? "fr"] ?? "fr-FR", {
    hour: "2-digit",
    minute: "2-digit",
    timeZone: displayTimeZone(),
  }).format(date);
}

/** "il y a 5 minutes" style. */
export function formatRelative(iso: string, language: string | undefined): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return formatDistanceToNow(date, { addSuffix: true, locale: dateLocale(language) });
}

/** A calendar day ("2026-11-25") as the user's locale writes it ("25 nov. 2026", "25 Nov 2026"). */
export function formatDay(day: string, language: string | undefined): string {
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(LOCALES[language?.slice(0, 2) ?? "fr"] ?? "fr-FR", {
    dateStyle: "medium",
    timeZone: "UTC",
  }).format(date);
}

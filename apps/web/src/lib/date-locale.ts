import type { Locale } from "date-fns";
import { enGB } from "date-fns/locale/en-GB";
import { es } from "date-fns/locale/es";
import { fr } from "date-fns/locale/fr";

const LOCALES: Record<string, Locale> = { fr, en: enGB, es };

/** date-fns locale for the interface language (French when unknown). */
export function dateLocale(language: string | undefined): Locale {
  return LOCALES[language?.slice(0, 2) ?? "fr"] ?? fr;
}

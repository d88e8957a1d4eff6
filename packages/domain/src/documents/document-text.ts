// How a document's builder or renderer writes its words and dates in the language of its reader.

import type { TLang } from "../i18n/languages.ts";
import { renderServerText, type TTextParam } from "../i18n/server-text.ts";
import { MSG_DOC } from "./document.messages.ts";

/** The locale of a document's numbers and dates. */
export const DOC_LOCALES: Record<TLang, string> = { fr: "fr-FR", en: "en-GB", es: "es-ES" };

/**
 * `t(MSG_DOC_SECURITY.incidents, { n: 3 })` in `lang`: one function a builder or renderer keeps for
 * the whole document.
 */
export function documentText(lang: TLang) {
  return (text: string, params?: Record<string, TTextParam>): string =>
    renderServerText({ text, params }, lang);
}

/** "8,0" ("8.0"): a figure of a document or server text with `digits` decimals, in the reader's locale. */
export function documentNumber(value: number, lang: TLang, digits = 1): string {
  return new Intl.NumberFormat(DOC_LOCALES[lang], {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}

/**
 * "55 %" in French and Spanish (Intl's no-break space), "55%" in English: `value` in points (55 for
 * 55 %), never `${value} %` by hand (issue 29).
 */
export function documentPercent(value: number, lang: TLang, maximumFractionDigits = 1): string {
  return new Intl.NumberFormat(DOC_LOCALES[lang], { style: "percent", maximumFractionDigits }).format(
    value / 100,
  );
}

/** "13/11/2026 à 14:05" ("13/11/2026 at 14:05"), Paris time unless told. */
export function documentDateTime(at: Date | string, lang: TLang, timeZone = "Europe/Paris"): string {
  const parts = new Intl.DateTimeFormat("fr-FR", {
    timeZone,
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(at));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  // Day/month/year in the three languages (en-GB writes it so too); the words around it are translated.
  return documentText(lang)(MSG_DOC.dateTime, {
    day: `${get("day")}/${get("month")}/${get("year")}`,
    time: `${get("hour")}:${get("minute")}`,
  });
}

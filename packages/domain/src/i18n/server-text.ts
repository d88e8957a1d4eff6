// Text the server produces for people (error details, alarm actions, notifications, document titles)
// is written once in French and rendered in the caller's language at the API boundary, never built
// as a French sentence that an English or Spanish user would then read (decision 014).
//
// The French text is its own key, as in gettext: `translateText(MSG.notFound, "en")`. A text with
// values is a template (`{name}` placeholders) plus its params, stored and sent as `TServerText` so
// that it can be rendered again in another language later (a stored alarm action, a notification).

import { EN } from "./catalog-en.ts";
import { ES } from "./catalog-es.ts";
import type { TLang } from "./languages.ts";

/**
 * A parameter: plain text or a number; a date formatted for the reader's locale (`date`: "25 novembre
 * 2026", `day`: "25/11/2026", `dateTime`); or a nested text rendered in the same language (a shift
 * described inside a conflict's sentence).
 */
export type TTextParam =
  | string
  | number
  | { date: string }
  | { day: string }
  | { dateTime: string }
  /** A calendar month, "2026-01": "Janvier 2026", "January 2026". */
  | { month: string }
  | TServerText;

/** A French template and the values of its `{placeholders}`. */
export type TServerText = { text: string; params?: Record<string, TTextParam> };

const CATALOGS: Record<Exclude<TLang, "fr">, Readonly<Record<string, string>>> = { en: EN, es: ES };

const LOCALES: Record<TLang, string> = { fr: "fr-FR", en: "en-GB", es: "es-ES" };

/** The template in `lang`; the French text itself when no translation exists (never an empty string). */
export function translateText(french: string, lang: TLang): string {
  if (lang === "fr") return french;
  return CATALOGS[lang][french] ?? french;
}

/** True when `french` has a translation in every language (tests use it to find forgotten texts). */
export const isTranslated = (french: string): boolean =>
  Object.values(CATALOGS).every((catalog) => french in catalog);

function formatParam(value: TTextParam, lang: TLang, timeZone: string): string {
  if (typeof value === "string") return value;
  if (typeof value === "number") return new Intl.NumberFormat(LOCALES[lang]).format(value);
  if ("text" in value) return renderServerText(value, lang, timeZone);
  if ("month" in value) {
    const month = new Date(`${value.month}-15T12:00:00Z`);
    if (Number.isNaN(month.getTime())) return value.month;
    const text = new Intl.DateTimeFormat(LOCALES[lang], {
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    }).format(month);
    return text.charAt(0).toUpperCase() + text.slice(1);
  }
  if ("day" in value) {
    // A calendar day in numbers ("25/11/2026" in French), read at noon UTC like `date`.
    const day = new Date(`${value.day}T12:00:00Z`);
    if (Number.isNaN(day.getTime())) return value.day;
    return new Intl.DateTimeFormat(LOCALES[lang], {
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      timeZone: "UTC",
    }).format(day);
  }
  if ("date" in value) {
    // A calendar day: read and printed at noon UTC so no time zone can move it to another day.
    const day = new Date(`${value.date}T12:00:00Z`);
    if (Number.isNaN(day.getTime())) return value.date;
    return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: "long", timeZone: "UTC" }).format(day);
  }
  const instant = new Date(value.dateTime);
  if (Number.isNaN(instant.getTime())) return value.dateTime;
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: "short", timeStyle: "short", timeZone }).format(
    instant,
  );
}

/**
 * `{n|radio active|radios actives}`: the word agreeing with the number `n` by the language's plural
 * rules (French says "0 radio active", "1 conflit"; English "0 radios"). Only the word is written, the
 * number is written by its own `{n}`.
 */
const PLURAL = /\{(\w+)\|([^|{}]*)\|([^|{}]*)\}/g;

function agree(template: string, params: Record<string, TTextParam>, lang: TLang): string {
  const rules = new Intl.PluralRules(LOCALES[lang]);
  return template.replace(PLURAL, (whole, key: string, one: string, other: string) => {
    const value = params[key];
    if (typeof value !== "number") return whole;
    return rules.select(value) === "one" ? one : other;
  });
}

/** Renders a server text in `lang`; dates in `timeZone` (the reader's, Europe/Paris by default). */
export function renderServerText(
  { text, params }: TServerText,
  lang: TLang,
  timeZone = "Europe/Paris",
): string {
  const template = translateText(text, lang);
  if (!params) return template;
  return agree(template, params, lang).replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = params[key];
    return value === undefined ? whole : formatParam(value, lang, timeZone);
  });
}

import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { fr } from "./locales/fr/index.ts";

export const LANGUAGES = ["fr", "en", "es"] as const;
export type Language = (typeof LANGUAGES)[number];

const LANG_KEY = "lang";

// French is the source and the fallback, so it ships with the page; the others load on demand to keep the
// landing page's initial JavaScript small.
const loaders: Record<Exclude<Language, "fr">, () => Promise<{ default: unknown }>> = {
  en: () => import("./locales/en/index.ts").then((m) => ({ default: m.en })),
  es: () => import("./locales/es/index.ts").then((m) => ({ default: m.es })),
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(LANG_KEY);
    if (isLanguage(value)) return value;
  } catch {
    // Storage disabled: French.
  }
  return "fr";
}

async function ensureLoaded(language: Language): Promise<void> {
  if (language === "fr" || i18n.hasResourceBundle(language, "translation")) return;
  const bundle = await loaders[language]();
  i18n.addResourceBundle(language, "translation", bundle.default, true, true);
}

/** Resolves once the saved language is ready, so the first paint is already in the right language. */
export async function initI18n(): Promise<void> {
  await i18n.use(initReactI18next).init({
    resources: { fr: { translation: fr } },
    lng: "fr",
    fallbackLng: "fr",
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  i18n.on("languageChanged", (language) => {
    document.documentElement.lang = language;
  });
  const language = storedLanguage();
  if (language !== "fr") await setLanguage(language).catch(() => undefined);
}

export async function setLanguage(language: Language): Promise<void> {
  await ensureLoaded(language);
  await i18n.changeLanguage(language);
  try {
    localStorage.setItem(LANG_KEY, language);
  } catch {
    // Not persisted: the choice lasts for this page only.
  }
}

export { i18n };

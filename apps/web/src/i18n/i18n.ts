import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { frEager } from "./locales/fr/eager.ts";

export const LANGUAGES = ["fr", "en", "es"] as const;
export type Language = (typeof LANGUAGES)[number];

const LANG_KEY = "lang";

// French is the source and the fallback: the public pages' texts ship with the page (locales/fr/eager.ts), the
// rest of the French catalog loads before any authenticated screen (loadFullCatalog). English and Spanish
// load whole, on demand. All of it keeps the landing page's initial JavaScript small (decision 048).
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

let fullCatalog: Promise<void> | undefined;
let fullCatalogLoaded = false;

/**
 * Adds every screen's French texts to the public pages' ones (the same keys, so deep + overwrite only
 * completes the tree). Called once, by the routes that render authenticated screens; a failed download
 * (a deploy while the tab was open) is retried at the next call.
 */
export function loadFullCatalog(): Promise<void> {
  fullCatalog ??= import("./locales/fr/index.ts").then(
    ({ fr }) => {
      i18n.addResourceBundle("fr", "translation", fr, true, true);
      fullCatalogLoaded = true;
    },
    (error: unknown) => {
      fullCatalog = undefined;
      throw error;
    },
  );
  return fullCatalog;
}

/**
 * Fetches the full catalog's module without adding it to i18next (so it is safe before `initI18n`, whose
 * store would replace it): `loadFullCatalog` then finds the module at once. For a start screen known to
 * be a connected one (the agent app, issue 22).
 */
export function prefetchFullCatalog(): void {
  void import("./locales/fr/index.ts").catch(() => {});
}

export function isFullCatalogLoaded(): boolean {
  return fullCatalogLoaded;
}

/** Resolves once the saved language is ready, so the first paint is already in the right language. */
export async function initI18n(): Promise<void> {
  await i18n.use(initReactI18next).init({
    resources: { fr: { translation: frEager } },
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

import "i18next";
import type { fr } from "./locales/fr/index.ts";

// French is the source language: a key missing from fr.json is a type error in t("...").
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: typeof fr };
  }
}

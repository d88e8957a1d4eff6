import { describe, expect, it } from "vitest";
import { en } from "@/i18n/locales/en/index.ts";
import { es } from "@/i18n/locales/es/index.ts";
import { fr } from "@/i18n/locales/fr/index.ts";
import { reportEntryTextKeys } from "./report-entry-texts.ts";

const at = (tree: unknown, path: string) =>
  path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], tree);

describe("the texts of the report's entry lists", () => {
  it.each(["incident", "intervention"] as const)("finds every %s text in the three languages", (kind) => {
    for (const key of Object.values(reportEntryTextKeys(kind))) {
      for (const [language, tree] of Object.entries({ fr, en, es })) {
        expect(typeof at(tree, key), `${language}: ${key}`).toBe("string");
      }
    }
  });

  it("gives each kind its own words", () => {
    expect(reportEntryTextKeys("incident").add).toBe("securityReports.form.addIncident");
    expect(reportEntryTextKeys("intervention").none).toBe("securityReports.form.noInterventions");
  });
});

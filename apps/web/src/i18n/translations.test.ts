import { describe, expect, it } from "vitest";
import { en } from "./locales/en/index.ts";
import { es } from "./locales/es/index.ts";
import { fr } from "./locales/fr/index.ts";

function keysOf(value: unknown, prefix = ""): string[] {
  if (value === null || typeof value !== "object") return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

// Helpers add keys in parallel: this catches a screen translated in French only.
describe("translations", () => {
  const source = keysOf(fr).sort();

  it.each([
    ["en", en],
    ["es", es],
  ])("%s has exactly the French keys", (_language, translation) => {
    expect(keysOf(translation).sort()).toEqual(source);
  });

  it("keeps every {{placeholder}} of the French text", () => {
    const placeholders = (text: unknown) =>
      String(text)
        .match(/\{\{\w+\}\}/g)
        ?.sort() ?? [];
    const at = (tree: unknown, path: string) =>
      path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], tree);
    for (const key of source) {
      expect(placeholders(at(en, key)), `en: ${key}`).toEqual(placeholders(at(fr, key)));
      expect(placeholders(at(es, key)), `es: ${key}`).toEqual(placeholders(at(fr, key)));
    }
  });
});

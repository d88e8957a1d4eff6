import { describe, expect, it } from "vitest";
import { MSG, MSG_OPS } from "../common/messages.ts";
import { EN } from "./catalog-en.ts";
import { ES } from "./catalog-es.ts";
import { pickLanguage } from "./languages.ts";
import { renderServerText, translateText } from "./server-text.ts";

const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();

describe("server texts", () => {
  it("translates a French message by its text, and keeps unknown text as it is", () => {
    expect(translateText(MSG.notFound, "en")).toBe("Resource not found");
    expect(translateText(MSG.notFound, "es")).toBe("Recurso no encontrado");
    expect(translateText(MSG.notFound, "fr")).toBe(MSG.notFound);
    expect(translateText("Texte tapé par un utilisateur", "en")).toBe("Texte tapé par un utilisateur");
  });

  it("keeps every placeholder of the French template in both catalogs", () => {
    for (const catalog of [EN, ES]) {
      for (const [french, translated] of Object.entries(catalog)) {
        expect(placeholders(translated), french).toEqual(placeholders(french));
      }
    }
  });

  it("fills a template in the reader's language, with numbers and dates in their locale", () => {
    const text = { text: MSG_OPS.siteLimit, params: { plan: "basic", n: 1000 } };
    expect(renderServerText(text, "fr")).toContain("(1\u202f000 sites)");
    expect(renderServerText(text, "en")).toBe(
      "Site limit reached for the basic plan (1,000 sites). Upgrade your plan to add more.",
    );
    const dated = { text: "Semaine du {day}", params: { day: { date: "2026-11-25" } } };
    expect(renderServerText(dated, "fr")).toBe("Semaine du 25 novembre 2026");
    const instant = { text: "{at}", params: { at: { dateTime: "2026-03-29T00:30:00Z" } } };
    expect(renderServerText(instant, "en", "Europe/London")).toBe("29/03/2026, 00:30");
    expect(renderServerText(instant, "fr", "Europe/Paris")).toBe("29/03/2026 01:30");
  });

  it("picks the best supported language of an Accept-Language header", () => {
    expect(pickLanguage(undefined)).toBe("fr");
    expect(pickLanguage("en-GB,en;q=0.9,fr;q=0.8")).toBe("en");
    expect(pickLanguage("de-DE,es;q=0.5,en;q=0.7")).toBe("en");
    expect(pickLanguage("de, it")).toBe("fr");
    expect(pickLanguage("en;q=0, es")).toBe("es");
  });

  it("makes a word agree with its number by each language's plural rules", () => {
    const text = { text: "{n} {n|conflit|conflits} de planning" };
    const say = (n: number, lang: "fr" | "en") => renderServerText({ ...text, params: { n } }, lang);
    // French: 0 and 1 are singular.
    expect([0, 1, 2].map((n) => say(n, "fr"))).toEqual([
      "0 conflit de planning",
      "1 conflit de planning",
      "2 conflits de planning",
    ]);
    // A template without its number keeps the braces rather than guessing.
    expect(renderServerText(text, "fr")).toBe(text.text);
    expect(renderServerText({ text: "{n|a|b}", params: { n: "x" } }, "fr")).toBe("{n|a|b}");
  });
});

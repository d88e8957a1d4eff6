// The languages of the interface. French is the source language: every text is written in French
// first, and English and Spanish are translations of it.

export const LANGUAGES = ["fr", "en", "es"] as const;
export type TLang = (typeof LANGUAGES)[number];

export const isLang = (value: unknown): value is TLang =>
  typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);

/**
 * The best of our languages for an `Accept-Language` header ("en-GB,en;q=0.9,fr;q=0.8"), by quality
 * then order; French when none matches or the header is missing.
 */
export function pickLanguage(header: string | undefined | null): TLang {
  if (!header) return "fr";
  const ranked = header
    .split(",")
    .slice(0, 20)
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number(q.slice(2)) : 1;
      return {
        base: tag.trim().toLowerCase().split("-")[0],
        quality: Number.isFinite(quality) ? quality : 0,
        index,
      };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked.map((entry) => entry.base).find(isLang) ?? "fr";
}

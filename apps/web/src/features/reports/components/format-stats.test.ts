import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { fr } from "@/i18n/locales/fr/index";
import { formatPercent, formatSize } from "./format-stats.ts";

// The French units as the screen shows them, without booting i18next.
const t = ((key: string, { value }: { value: string }) => {
  const unit = key.split(".").at(-1) as keyof typeof fr.reports.units;
  return fr.reports.units[unit].replace("{{value}}", value);
}) as unknown as TFunction;

const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("report sizes and percentages", () => {
  it("writes sizes in octets, Ko and Mo with a French decimal comma", () => {
    expect(formatSize(842, t, "fr")).toBe("842 o");
    expect(formatSize(12_400, t, "fr")).toBe("12 Ko");
    expect(formatSize(8_450, t, "fr")).toBe("8,5 Ko");
    expect(formatSize(1_234_567, t, "fr")).toBe("1,2 Mo");
  });

  it("writes percentages the French way", () => {
    expect(spaces(formatPercent(98.5, "fr"))).toBe("98,5 %");
    expect(spaces(formatPercent(-12, "fr"))).toBe("-12 %");
  });
});

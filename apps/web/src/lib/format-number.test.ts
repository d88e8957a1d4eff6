import { describe, expect, it } from "vitest";
import { formatNumber, formatPercent } from "./format-number.ts";

describe("formatNumber", () => {
  it("writes decimals the way the interface language does", () => {
    expect(formatNumber(23.6, "fr")).toBe("23,6");
    expect(formatNumber(23.6, "en")).toBe("23.6");
    expect(formatNumber(23.6, "es")).toBe("23,6");
    expect(formatNumber(0.574, "fr", { maximumFractionDigits: 2, minimumFractionDigits: 2 })).toBe("0,57");
    // An unknown language falls back to French, the source language.
    expect(formatNumber(1.5, undefined)).toBe("1,5");
  });
});

describe("formatPercent", () => {
  it("writes the percent sign the way the interface language does", () => {
    expect(formatPercent(57, "en")).toBe("57%");
    expect(formatPercent(57, "en-GB")).toBe("57%");
    // French and Spanish: the number, Intl's no-break space (U+00A0, never a line break before %), the sign.
    expect(formatPercent(57, "fr")).toBe("57\u00a0%");
    expect(formatPercent(28.6, "fr")).toBe("28,6\u00a0%");
    expect(formatPercent(57, "es")).toBe("57\u00a0%");
    expect(formatPercent(62.25, "en", { maximumFractionDigits: 0 })).toBe("62%");
    expect(formatPercent(100, "fr", { minimumFractionDigits: 1 })).toBe("100,0\u00a0%");
    expect(formatPercent(0, undefined)).toBe("0\u00a0%");
  });
});

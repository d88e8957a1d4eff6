import { describe, expect, it } from "vitest";
import { formatNumber } from "./format-number.ts";

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

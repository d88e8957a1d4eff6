import { describe, expect, it } from "vitest";
import { formatBytes, quotaMbOf, quotaText } from "./recording-size.ts";

describe("recording sizes", () => {
  it("reads a quota typed in MB, French digit grouping allowed; empty is none", () => {
    expect(quotaMbOf("50")).toBe(50);
    expect(quotaMbOf(" 102 400 ")).toBe(102_400);
    expect(quotaMbOf("")).toBeNull();
    expect(quotaMbOf("1,5")).toBeNaN();
    expect(quotaMbOf("0")).toBeNaN();
    expect(quotaMbOf("-3")).toBeNaN();
    expect(quotaMbOf("abc")).toBeNaN();
  });
  it("shows the quota as typed, and bytes in the reader's language", () => {
    expect(quotaText(50)).toBe("50");
    expect(quotaText(null)).toBe("");
    expect(formatBytes(1.5 * 1024 ** 3, "fr")).toMatch(/^1,5\s?Go$/);
    expect(formatBytes(3 * 1024 ** 2, "en")).toMatch(/^3\s?MB$/);
  });
});

import { describe, expect, it } from "vitest";
import { formatBytes, quotaMbOf, quotaText } from "./recording-size.ts";

describe("recording sizes", () => {
  it("reads a quota typed in GB, with a French comma, as MiB; empty is none", () => {
    expect(quotaMbOf("2")).toBe(2048);
    expect(quotaMbOf(" 1,5 ")).toBe(1536);
    expect(quotaMbOf("")).toBeNull();
    expect(quotaMbOf("0")).toBeNaN();
    expect(quotaMbOf("-3")).toBeNaN();
    expect(quotaMbOf("abc")).toBeNaN();
  });
  it("shows MiB back in GB, and bytes in the reader's language", () => {
    expect(quotaText(1536)).toBe("1.5");
    expect(quotaText(null)).toBe("");
    expect(formatBytes(1.5 * 1024 ** 3, "fr")).toMatch(/^1,5\s?Go$/);
    expect(formatBytes(3 * 1024 ** 2, "en")).toMatch(/^3\s?MB$/);
  });
});

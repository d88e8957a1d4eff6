import { describe, expect, it } from "vitest";
import { formatResponseTime, normalizeSeverity, responseSeconds } from "./alarms.rules.ts";

describe("normalizeSeverity", () => {
  it("maps the English hints onto the French scale and keeps French values", () => {
    expect(normalizeSeverity("critical")).toBe("critique");
    expect(normalizeSeverity("high")).toBe("important");
    expect(normalizeSeverity("medium")).toBe("moyen");
    expect(normalizeSeverity("low")).toBe("faible");
    expect(normalizeSeverity("important")).toBe("important");
  });
});

describe("formatResponseTime", () => {
  it.each([
    [0, "0 s"],
    [45.7, "45 s"],
    [60, "1 min"],
    [12 * 60 + 59, "12 min"],
    [3600, "1 h 00"],
    [3600 + 5 * 60, "1 h 05"],
    [23 * 3600 + 59 * 60, "23 h 59"],
    [26 * 3600, "1 j 02 h"],
    [-30, "0 s"],
  ])("%s s -> %s", (seconds, expected) => {
    expect(formatResponseTime(seconds)).toBe(expected);
  });

  it("writes the day's unit of the reader's language", () => {
    expect(formatResponseTime(50 * 3600, "d")).toBe("2 d 02 h");
  });
});

describe("responseSeconds", () => {
  it("is null while active and counts whole seconds once resolved", () => {
    const createdAt = new Date("2026-03-01T10:00:00Z");
    expect(responseSeconds({ createdAt, resolvedAt: null })).toBeNull();
    expect(responseSeconds({ createdAt, resolvedAt: new Date("2026-03-01T10:12:30.400Z") })).toBe(750);
  });
});

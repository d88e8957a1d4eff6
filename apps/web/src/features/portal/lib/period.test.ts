import { describe, expect, it } from "vitest";
import { currentMonth, hours, monthRange } from "./period.ts";

describe("portal period", () => {
  it("gives a month's first and last day, February of a leap year included", () => {
    expect(monthRange("2026-03")).toEqual({ from: "2026-03-01", to: "2026-03-31" });
    expect(monthRange("2028-02")).toEqual({ from: "2028-02-01", to: "2028-02-29" });
  });
  it("starts on the company's days: 00:30 in Paris on May 1 is May, though April in UTC", () => {
    expect(currentMonth(new Date("2026-04-30T22:30:00Z"))).toBe("2026-05");
    expect(currentMonth(new Date("2026-04-30T21:30:00Z"))).toBe("2026-04");
  });
  it("shows minutes as hours", () => {
    expect(hours(450, "fr")).toBe("7,5");
    expect(hours(660, "en")).toBe("11");
  });
});

import { describe, expect, it } from "vitest";
import { addDays, formatMinutes, mondayOf } from "./week.ts";

describe("week helpers", () => {
  it("finds the Monday of a week, across a month end", () => {
    expect(mondayOf("2026-12-03")).toBe("2026-11-30");
    expect(mondayOf("2026-11-30")).toBe("2026-11-30");
    expect(mondayOf("2026-12-06")).toBe("2026-11-30");
    expect(addDays("2026-11-30", 7)).toBe("2026-12-07");
  });
  it("writes minutes as hours", () => {
    expect(formatMinutes(450)).toBe("7 h 30");
    expect(formatMinutes(480)).toBe("8 h");
    expect(formatMinutes(5)).toBe("0 h 05");
  });
});

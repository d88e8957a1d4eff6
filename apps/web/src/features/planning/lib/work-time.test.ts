import { describe, expect, it } from "vitest";
import { presetTimes } from "../components/shift-form-values.ts";
import { mondayOf } from "./planning-dates.ts";
import { formatHours, workMinutes } from "./work-time.ts";

describe("workMinutes", () => {
  it("subtracts the break from a day shift", () => {
    expect(workMinutes({ start: "08:00", end: "17:00", breakStart: "12:00", breakEnd: "13:00" })).toBe(480);
  });

  it("counts a night shift across midnight", () => {
    expect(workMinutes({ start: "19:00", end: "07:00", breakStart: "01:00", breakEnd: "01:30" })).toBe(690);
    expect(workMinutes({ start: "18:00", end: "06:00" })).toBe(720);
  });

  it("counts real elapsed time on clock-change nights when the date is known, as the server does", () => {
    expect(workMinutes({ start: "21:00", end: "07:00", date: "2026-10-24" })).toBe(660);
    expect(
      workMinutes({
        start: "21:00",
        end: "07:00",
        breakStart: "01:00",
        breakEnd: "01:30",
        date: "2026-03-28",
      }),
    ).toBe(510);
    expect(workMinutes({ start: "21:00", end: "07:00", date: "2026-11-24" })).toBe(600);
  });

  it("gives nothing for an incomplete break, equal times or a break as long as the shift", () => {
    expect(workMinutes({ start: "08:00", end: "17:00", breakStart: "12:00" })).toBeNull();
    expect(workMinutes({ start: "08:00", end: "08:00" })).toBeNull();
    expect(workMinutes({ start: "08:00", end: "09:00", breakStart: "07:00", breakEnd: "10:00" })).toBeNull();
  });
});

describe("formatHours", () => {
  it("writes French decimals with a comma", () => {
    expect(formatHours(11.5, "fr")).toBe("11,5");
    expect(formatHours(8, "fr")).toBe("8");
    expect(formatHours(7.75, "en")).toBe("7.75");
  });
});

describe("mondayOf", () => {
  it("starts the week on Monday", () => {
    expect(mondayOf("2026-03-15")).toBe("2026-03-09"); // a Sunday
    expect(mondayOf("2026-03-09")).toBe("2026-03-09");
  });
});

describe("presetTimes", () => {
  it("fills the spec's hours and a break in the middle of the shift", () => {
    expect(presetTimes("day")).toEqual({
      start_time: "06:00",
      end_time: "18:00",
      break_start: "12:00",
      break_end: "13:00",
    });
    expect(presetTimes("night")).toEqual({
      start_time: "18:00",
      end_time: "06:00",
      break_start: "00:00",
      break_end: "01:00",
    });
    expect(presetTimes("afternoon").break_start).toBe("18:00");
  });
});

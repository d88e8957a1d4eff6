import { describe, expect, it } from "vitest";
import { shiftWorkTime } from "./shift-work-time.ts";

describe("shiftWorkTime", () => {
  it("counts a night across midnight, minus its break", () => {
    expect(
      shiftWorkTime({ shift_date: "2026-11-24", start_time: "18:00", end_time: "06:00", break_minutes: 30 }),
    ).toEqual({ elapsedMinutes: 720, workMinutes: 690 });
  });

  it("counts real elapsed time on the clock-change nights (Europe/Paris)", () => {
    // 25 October 2026: 03:00 back to 02:00, one hour more.
    expect(
      shiftWorkTime({ shift_date: "2026-10-24", start_time: "21:00", end_time: "07:00", break_minutes: 0 }),
    ).toEqual({ elapsedMinutes: 660, workMinutes: 660 });
    // 29 March 2026: 02:00 to 03:00, one hour less.
    expect(
      shiftWorkTime({ shift_date: "2026-03-28", start_time: "21:00", end_time: "07:00", break_minutes: 60 }),
    ).toEqual({ elapsedMinutes: 540, workMinutes: 480 });
  });

  it("answers null for times it cannot place", () => {
    expect(
      shiftWorkTime({ shift_date: "2026-11-24", start_time: "25:00", end_time: "06:00", break_minutes: 0 }),
    ).toBeNull();
    expect(
      shiftWorkTime({ shift_date: "", start_time: "08:00", end_time: "16:00", break_minutes: 0 }),
    ).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { expandWeekCopy, mondayOf, weekOf, ZCopyWeekInput } from "./copy-week.ts";
import { shiftWorkTime } from "./shift-work-time.ts";

const shift = (shift_date: string, extra: Record<string, unknown> = {}) => ({
  agent_id: "a1",
  site_id: "s1",
  shift_date,
  start_time: "21:00",
  end_time: "07:00",
  break_minutes: 0,
  shift_type: "night",
  status: "scheduled",
  notes: null,
  ...extra,
});

describe("weeks", () => {
  it("takes any day's week, Monday to Sunday, across a month end", () => {
    expect(mondayOf("2026-11-24")).toBe("2026-11-23");
    expect(mondayOf("2026-11-23")).toBe("2026-11-23");
    expect(mondayOf("2026-11-29")).toBe("2026-11-23");
    expect(weekOf("2026-12-02")).toEqual({ start_date: "2026-11-30", end_date: "2026-12-06" });
  });

  it("refuses a copy onto the same week", () => {
    const same = ZCopyWeekInput.safeParse({ source_week: "2026-11-23", target_week: "2026-11-29" });
    expect(same.success).toBe(false);
    expect(ZCopyWeekInput.safeParse({ source_week: "2026-11-23", target_week: "2026-11-30" }).success).toBe(
      true,
    );
  });
});

describe("expandWeekCopy", () => {
  it("moves the week's shifts by whole weeks, across a month end, keeping times and making them scheduled", () => {
    const copied = expandWeekCopy({
      shifts: [
        shift("2026-11-27", { status: "completed" }),
        shift("2026-11-29", { start_time: "08:00", end_time: "16:00" }),
      ],
      sourceWeek: "2026-11-25",
      targetWeek: "2026-12-09",
      includeCancelled: false,
    });
    expect(copied.map((s) => [s.shift_date, s.start_time, s.end_time, s.status])).toEqual([
      ["2026-12-11", "21:00", "07:00", "scheduled"],
      ["2026-12-13", "08:00", "16:00", "scheduled"],
    ]);
  });

  it("leaves out the night begun the Sunday before, other agents, and cancelled shifts unless asked", () => {
    const shifts = [
      shift("2026-11-22"),
      shift("2026-11-23", { agent_id: "a2" }),
      shift("2026-11-24", { status: "cancelled" }),
      shift("2026-11-25"),
    ];
    const base = { shifts, sourceWeek: "2026-11-23", targetWeek: "2026-11-30", agentIds: ["a1"] };
    expect(expandWeekCopy({ ...base, includeCancelled: false }).map((s) => s.shift_date)).toEqual([
      "2026-12-02",
    ]);
    expect(expandWeekCopy({ ...base, includeCancelled: true }).map((s) => s.shift_date)).toEqual([
      "2026-12-01",
      "2026-12-02",
    ]);
  });

  it("keeps wall-clock times into a clock-change week: the night lasts its real length there", () => {
    // Saturday 17 October 2026 copied to Saturday 24 October, the night the clocks go back.
    const [copy] = expandWeekCopy({
      shifts: [shift("2026-10-17")],
      sourceWeek: "2026-10-12",
      targetWeek: "2026-10-19",
      includeCancelled: false,
    });
    expect(copy?.shift_date).toBe("2026-10-24");
    expect(copy && shiftWorkTime(copy)?.elapsedMinutes).toBe(660);
    expect(shiftWorkTime(shift("2026-10-17"))?.elapsedMinutes).toBe(600);
  });
});

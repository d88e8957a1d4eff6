import { describe, expect, it } from "vitest";
import {
  PLANNING_MSG,
  ZConflictDetectResponse,
  ZPlanningRangeQuery,
  ZShiftCreate,
  ZShiftTemplateCreate,
} from "./planning.schemas.ts";
import { DEFAULT_PLANNING_RULES, presetOf, withPreset, ZPlanningRules } from "./planning-settings.ts";

describe("planning schemas", () => {
  it("fills the spec's shift defaults and accepts an overnight shift", () => {
    const shift = ZShiftCreate.parse({ agent_id: "a", site_id: "s", shift_date: "2026-03-10" });
    expect(shift).toMatchObject({
      start_time: "08:00",
      end_time: "16:00",
      shift_type: "regular",
      status: "scheduled",
    });
    const night = ZShiftCreate.parse({
      agent_id: "a",
      site_id: "s",
      shift_date: "2026-03-10",
      start_time: "22:00",
      end_time: "06:00",
      shift_type: "night",
    });
    expect(night.end_time).toBe("06:00");
  });

  it("answers the spec's message when a required field is missing", () => {
    const result = ZShiftCreate.safeParse({ site_id: "s", shift_date: "2026-03-10" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(PLANNING_MSG.requiredFields);
    expect(ZShiftCreate.safeParse({ agent_id: "a", site_id: "s", shift_date: "2026-13-01" }).success).toBe(
      false,
    );
    expect(
      ZShiftCreate.safeParse({ agent_id: "a", site_id: "s", shift_date: "2026-03-10", start_time: "8h" })
        .success,
    ).toBe(false);
  });

  it("fills template defaults and requires a name", () => {
    expect(ZShiftTemplateCreate.parse({ name: "Matin" })).toMatchObject({
      start_time: "08:00",
      end_time: "16:00",
      color: "#3B82F6",
      paid_break_minutes: 30,
      unpaid_break_minutes: 0,
      shift_type: "regular",
    });
    expect(ZShiftTemplateCreate.safeParse({ name: " " }).error?.issues[0]?.message).toBe(
      PLANNING_MSG.templateName,
    );
  });

  it("checks date ranges and the detect answer", () => {
    expect(ZPlanningRangeQuery.safeParse({ start_date: "2026-03-10", end_date: "2026-03-01" }).success).toBe(
      false,
    );
    expect(ZPlanningRangeQuery.safeParse({ start_date: "2026-03-01", end_date: "2026-03-31" }).success).toBe(
      true,
    );
    expect(ZConflictDetectResponse.parse({ conflicts: [], total_conflicts: 0 })).toEqual({
      conflicts: [],
      total_conflicts: 0,
    });
  });

  it("defaults the rules to the law and the collective agreement", () => {
    expect(DEFAULT_PLANNING_RULES).toEqual({
      minRestHours: 11,
      maxShiftWorkHours: 12,
      maxWeeklyHours: 48,
      maxConsecutiveDays: 6,
      defaultBreakMinutes: 30,
      minWeeklyRestHours: 35,
      maxAverageWeeklyHours: 46,
      averageWeeks: 12,
      nightStart: "21:00",
      nightEnd: "06:00",
      nightWorkerMinNightHours: 3,
      nightWorkerMinShiftsPerWeek: 2,
      nightWorkerYearlyNightHours: 270,
      maxNightDailyHours: 12,
      maxNightAverageWeeklyHours: 44,
      blockingSeverities: ["critical"],
    });
    expect(ZPlanningRules.safeParse({ nightStart: "25:00" }).success).toBe(false);
    expect(ZPlanningRules.safeParse({ minRestHours: 30 }).success).toBe(false);
  });

  it("switches between the IDCC 1351 and Code du travail rule sets in one step, keeping the rest", () => {
    expect(presetOf(DEFAULT_PLANNING_RULES)).toBe("idcc1351");
    const code = withPreset({ ...DEFAULT_PLANNING_RULES, minRestHours: 12 }, "codeDuTravail");
    expect(code).toMatchObject({ maxShiftWorkHours: 10, maxNightDailyHours: 8, minRestHours: 12 });
    expect(presetOf(code)).toBe("codeDuTravail");
    expect(presetOf({ ...code, maxNightDailyHours: 9 })).toBeNull();
    expect(withPreset(code, "idcc1351")).toEqual({ ...DEFAULT_PLANNING_RULES, minRestHours: 12 });
  });
});

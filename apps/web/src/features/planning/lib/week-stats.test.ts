import { describe, expect, it } from "vitest";
import {
  activeShifts,
  formatPercent,
  formatWeekHours,
  occupancyRate,
  plannedAgents,
  shiftsOfWeek,
  weeklyHours,
} from "./week-stats.ts";

type S = Parameters<typeof activeShifts>[0][number];
const shift = (agent_id: string, status: S["status"], duration_hours = 8, shift_date = "2026-03-10"): S => ({
  agent_id,
  status,
  duration_hours,
  shift_date,
});
// Intl separates the number and its unit with a (narrow) no-break space.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("planning PRO week figures", () => {
  it("occupancy counts distinct agents over all agents, one decimal", () => {
    const shifts = [
      shift("a", "scheduled"),
      shift("a", "completed"),
      shift("b", "in_progress"),
      shift("c", "scheduled"),
    ];
    expect(plannedAgents(shifts)).toBe(3);
    expect(occupancyRate({ shifts, totalAgents: 8 })).toBe(37.5);
    expect(occupancyRate({ shifts: shifts.slice(0, 3), totalAgents: 3 })).toBe(66.7);
  });

  it("occupancy leaves cancelled shifts out and is null without agents", () => {
    expect(occupancyRate({ shifts: [shift("a", "cancelled")], totalAgents: 4 })).toBe(0);
    expect(occupancyRate({ shifts: [shift("a", "scheduled")], totalAgents: 0 })).toBeNull();
  });

  it("formats the percentage the French way", () => {
    expect(plain(formatPercent({ value: 62.5, language: "fr" }))).toBe("62,5 %");
    expect(plain(formatPercent({ value: 100, language: "fr" }))).toBe("100,0 %");
    expect(formatPercent({ value: 62.5, language: "en" })).toBe("62.5%");
  });

  it("active shifts are scheduled or in progress", () => {
    const shifts = [
      shift("a", "scheduled"),
      shift("b", "in_progress"),
      shift("c", "completed"),
      shift("d", "cancelled"),
    ];
    expect(activeShifts(shifts)).toBe(2);
  });

  it("weekly hours sum the durations, cancelled ones aside", () => {
    const shifts = [
      shift("a", "scheduled", 8),
      shift("b", "completed", 11.5),
      shift("c", "cancelled", 12),
      shift("d", "scheduled", 0.33),
    ];
    expect(weeklyHours(shifts)).toBe(19.83);
    expect(weeklyHours([])).toBe(0);
    expect(plain(formatWeekHours({ value: 19.83, language: "fr" }))).toBe("19,8 h");
  });

  it("keeps only the shifts that start within the week", () => {
    const range = { start_date: "2026-03-09", end_date: "2026-03-15" };
    const shifts = [
      shift("a", "scheduled", 10, "2026-03-08"),
      shift("b", "scheduled", 8, "2026-03-09"),
      shift("c", "scheduled", 8, "2026-03-15"),
    ];
    expect(shiftsOfWeek({ shifts, range }).map((s) => s.agent_id)).toEqual(["b", "c"]);
  });
});

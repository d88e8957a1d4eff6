import { describe, expect, it } from "vitest";
import { daysBetween, ganttAgents, ganttBar, ganttLeaveBand } from "./gantt.ts";

const WEEK = "2026-03-23"; // a Monday; the clocks go forward on Sunday 29 March 2026 in Paris

describe("Gantt bar geometry", () => {
  it("places a Monday day shift", () => {
    // 08:00 is 480 of the week's 10 080 minutes; 8 h is 480 minutes.
    expect(ganttBar({ weekStart: WEEK, shiftDate: WEEK, startTime: "08:00", durationHours: 8 })).toEqual({
      left: 4.762,
      width: 4.762,
      clippedStart: false,
      clippedEnd: false,
    });
  });

  it("counts whole calendar days, even across the DST change", () => {
    expect(daysBetween({ from: WEEK, to: "2026-03-29" })).toBe(6);
    expect(daysBetween({ from: WEEK, to: "2026-03-30" })).toBe(7);
    const bar = ganttBar({ weekStart: WEEK, shiftDate: "2026-03-29", startTime: "00:00", durationHours: 6 });
    expect(bar?.left).toBeCloseTo((6 / 7) * 100, 2);
  });

  it("cuts a Sunday night at the end of the week", () => {
    const bar = ganttBar({ weekStart: WEEK, shiftDate: "2026-03-29", startTime: "20:00", durationHours: 10 });
    expect(bar?.clippedEnd).toBe(true);
    expect((bar?.left ?? 0) + (bar?.width ?? 0)).toBeCloseTo(100, 2);
  });

  it("cuts the previous Sunday's night at Monday 00:00", () => {
    const bar = ganttBar({ weekStart: WEEK, shiftDate: "2026-03-22", startTime: "22:00", durationHours: 8 });
    expect(bar).toMatchObject({ left: 0, clippedStart: true, clippedEnd: false });
    expect(bar?.width).toBeCloseTo((6 * 60 * 100) / 10_080, 2);
  });

  it("ignores shifts outside the week or without length", () => {
    expect(
      ganttBar({ weekStart: WEEK, shiftDate: "2026-03-20", startTime: "08:00", durationHours: 8 }),
    ).toBeNull();
    expect(
      ganttBar({ weekStart: WEEK, shiftDate: "2026-03-30", startTime: "08:00", durationHours: 8 }),
    ).toBeNull();
    expect(ganttBar({ weekStart: WEEK, shiftDate: WEEK, startTime: "08:00", durationHours: 0 })).toBeNull();
  });
});

describe("Gantt rows", () => {
  it("keeps the first 10 agents with shifts, by name, and tells how many there are", () => {
    const shifts = Array.from({ length: 12 }, (_, index) => ({
      agent_id: `a${index}`,
      agent_name: `Agent ${String.fromCharCode(76 - index)}`,
    }));
    shifts.push({ agent_id: "a0", agent_name: "Agent L" });
    const { rows, total } = ganttAgents({ shifts });
    expect(total).toBe(12);
    expect(rows).toHaveLength(10);
    expect(rows[0]?.agentName).toBe("Agent A");
    expect(rows.at(-1)?.agentName).toBe("Agent J");
    expect(ganttAgents({ shifts }).rows.find((row) => row.agentId === "a0")).toBeUndefined();
    expect(ganttAgents({ shifts, limit: 12 }).rows.find((row) => row.agentId === "a0")?.shifts).toHaveLength(
      2,
    );
  });
});

describe("Gantt leave bands", () => {
  it("covers whole days, both included", () => {
    // Tuesday and Wednesday: days 1 and 2 of the week.
    expect(ganttLeaveBand({ weekStart: WEEK, startDate: "2026-03-24", endDate: "2026-03-25" })).toEqual({
      left: 14.286,
      width: 28.571,
      clippedStart: false,
      clippedEnd: false,
    });
  });

  it("is cut at the week's edges, the DST Sunday counted as a day", () => {
    expect(ganttLeaveBand({ weekStart: WEEK, startDate: "2026-03-20", endDate: "2026-04-02" })).toEqual({
      left: 0,
      width: 100,
      clippedStart: true,
      clippedEnd: true,
    });
    expect(ganttLeaveBand({ weekStart: WEEK, startDate: "2026-03-29", endDate: "2026-03-29" })).toMatchObject(
      {
        left: 85.714,
        clippedEnd: false,
      },
    );
  });

  it("ignores a period outside the week", () => {
    expect(ganttLeaveBand({ weekStart: WEEK, startDate: "2026-03-16", endDate: "2026-03-22" })).toBeNull();
    expect(ganttLeaveBand({ weekStart: WEEK, startDate: "2026-03-30", endDate: "2026-03-31" })).toBeNull();
  });

  it("puts a period on its agent's row; an agent away with no shift takes no row from the ten", () => {
    const shifts = [{ agent_id: "a1", agent_name: "Bruno" }];
    const leave = [
      { agentId: "a1", id: "p1" },
      { agentId: "a2", id: "p2" },
    ];
    const { rows, total } = ganttAgents({ shifts, leave });
    expect(total).toBe(1);
    expect(rows.map((row) => [row.agentName, row.shifts.length, row.leave.map((p) => p.id)])).toEqual([
      ["Bruno", 1, ["p1"]],
    ]);
  });
});

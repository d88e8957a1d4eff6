// Overlap, daily rest and shift length: the rules that compare instants.
import { describe, expect, it } from "vitest";
import { detect, shift, types } from "./test-fixtures.ts";

describe("overlap", () => {
  it("reports two shifts of one agent at the same time, once, as critical", () => {
    const conflicts = detect({
      shifts: [
        shift({ id: "x", date: "2026-03-10", start: "08:00", end: "16:00" }),
        shift({ id: "y", date: "2026-03-10", start: "15:00", end: "20:00", site: "s2" }),
      ],
    });
    expect(types({ conflicts })).toEqual(["overlap"]);
    expect(conflicts[0]).toMatchObject({ severity: "critical", shift_ids: ["x", "y"], date: "2026-03-10" });
    expect(conflicts[0]?.description).toContain("Chevauchement");
    expect(conflicts[0]?.suggestion).toBeTruthy();
  });

  it("does not treat a relief at the same minute (end = next start) as an overlap", () => {
    const conflicts = detect({
      shifts: [
        shift({ id: "x", date: "2026-03-10", start: "08:00", end: "12:00" }),
        shift({ id: "y", date: "2026-03-10", start: "12:00", end: "16:00" }),
      ],
    });
    expect(conflicts).toEqual([]);
  });

  it("finds an overlap across midnight: a night shift and the next morning's shift", () => {
    const conflicts = detect({
      shifts: [
        shift({ id: "night", date: "2026-03-10", start: "22:00", end: "06:00" }),
        shift({ id: "morning", date: "2026-03-11", start: "05:00", end: "09:00" }),
      ],
    });
    expect(types({ conflicts })).toEqual(["overlap"]);
    expect(conflicts[0]?.date).toBe("2026-03-11");
  });

  it("reports each overlapping pair of three shifts, including one inside another", () => {
    const conflicts = detect({
      shifts: [
        shift({ id: "long", date: "2026-03-10", start: "08:00", end: "18:00" }),
        shift({ id: "b", date: "2026-03-10", start: "09:00", end: "10:00" }),
        shift({ id: "c", date: "2026-03-10", start: "09:30", end: "11:00" }),
      ],
    });
    expect(conflicts.map((conflict) => conflict.shift_ids.join("+"))).toEqual(["long+b", "long+c", "b+c"]);
  });

  it("keeps agents independent and ignores cancelled or repeated shifts", () => {
    const conflicts = detect({
      shifts: [
        shift({ id: "x", date: "2026-03-10", start: "08:00", end: "16:00", agent: "a1" }),
        shift({ id: "y", date: "2026-03-10", start: "08:00", end: "16:00", agent: "a2" }),
        shift({
          id: "z",
          date: "2026-03-10",
          start: "10:00",
          end: "14:00",
          agent: "a1",
          status: "cancelled",
        }),
        shift({ id: "x", date: "2026-03-10", start: "08:00", end: "16:00", agent: "a1" }),
      ],
    });
    expect(conflicts).toEqual([]);
  });
});

describe("insufficient daily rest (11 h)", () => {
  it("reports 9 h between an evening shift and the next morning", () => {
    const conflicts = detect({
      shifts: [
        shift({ id: "eve", date: "2026-03-10", start: "14:00", end: "22:00" }),
        shift({ id: "morn", date: "2026-03-11", start: "07:00", end: "15:00" }),
      ],
    });
    expect(types({ conflicts })).toEqual(["insufficient_rest"]);
    expect(conflicts[0]).toMatchObject({ severity: "error", shift_ids: ["eve", "morn"], date: "2026-03-11" });
    expect(conflicts[0]?.description).toContain("9 h de repos");
    expect(conflicts[0]?.suggestion).toContain("2 h");
  });

  it("accepts exactly 11 h of rest", () => {
    const conflicts = detect({
      shifts: [
        shift({ id: "eve", date: "2026-03-10", start: "14:00", end: "22:00" }),
        shift({ id: "morn", date: "2026-03-11", start: "09:00", end: "17:00" }),
      ],
    });
    expect(conflicts).toEqual([]);
  });

  it("reports a night shift followed by an afternoon shift the same day (midnight crossing)", () => {
    const conflicts = detect({
      shifts: [
        shift({ id: "night", date: "2026-03-10", start: "22:00", end: "06:00" }),
        shift({ id: "aft", date: "2026-03-11", start: "14:00", end: "22:00" }),
      ],
    });
    expect(types({ conflicts })).toEqual(["insufficient_rest"]);
    expect(conflicts[0]?.description).toContain("8 h de repos");
  });

  it("accepts a split day with a lunch break (the 11 h rest comes at night)", () => {
    const conflicts = detect({
      shifts: [
        shift({ id: "am", date: "2026-03-10", start: "08:00", end: "12:00" }),
        shift({ id: "pm", date: "2026-03-10", start: "14:00", end: "18:00" }),
        shift({ id: "next", date: "2026-03-11", start: "08:00", end: "12:00" }),
        shift({ id: "next-pm", date: "2026-03-11", start: "13:00", end: "17:00" }),
      ],
    });
    expect(conflicts).toEqual([]);
  });

  it("reports a short gap once per pair, and not the lunch break after it", () => {
    const conflicts = detect({
      shifts: [
        shift({ id: "eve", date: "2026-03-10", start: "14:00", end: "22:00" }),
        shift({ id: "am", date: "2026-03-11", start: "06:00", end: "10:00" }),
        shift({ id: "pm", date: "2026-03-11", start: "12:00", end: "16:00" }),
      ],
    });
    expect(conflicts.map((conflict) => conflict.shift_ids.join("+"))).toEqual(["eve+am"]);
  });

  it("does not treat back-to-back shifts as a rest, nor an overlap as one", () => {
    const conflicts = detect({
      shifts: [
        shift({ id: "a", date: "2026-03-10", start: "06:00", end: "10:00" }),
        shift({ id: "b", date: "2026-03-10", start: "10:00", end: "14:00" }),
      ],
    });
    expect(conflicts).toEqual([]);
    const overlapping = detect({
      shifts: [
        shift({ id: "a", date: "2026-03-10", start: "06:00", end: "14:00" }),
        shift({ id: "b", date: "2026-03-10", start: "13:00", end: "17:00" }),
      ],
    });
    expect(types({ conflicts: overlapping })).toEqual(["overlap"]);
  });

  it("measures rest in real hours across DST changes", () => {
    // 25 October 2026: clocks go back at 03:00. 22:00 -> 08:00 is 10 h on the wall, 11 h really.
    const october = detect({
      shifts: [
        shift({ id: "sat", date: "2026-10-24", start: "14:00", end: "22:00" }),
        shift({ id: "sun", date: "2026-10-25", start: "08:00", end: "16:00" }),
      ],
    });
    expect(october).toEqual([]);
    // 29 March 2026: clocks go forward at 02:00. 22:00 -> 09:00 is 11 h on the wall, 10 h really.
    const march = detect({
      shifts: [
        shift({ id: "sat", date: "2026-03-28", start: "14:00", end: "22:00" }),
        shift({ id: "sun", date: "2026-03-29", start: "09:00", end: "17:00" }),
      ],
    });
    expect(types({ conflicts: march })).toEqual(["insufficient_rest"]);
    expect(march[0]?.description).toContain("10 h de repos");
  });

  it("follows the company's own minimum", () => {
    const shifts = [
      shift({ id: "eve", date: "2026-03-10", start: "14:00", end: "22:00" }),
      shift({ id: "morn", date: "2026-03-11", start: "09:00", end: "17:00" }),
    ];
    expect(types({ conflicts: detect({ shifts, rules: { minRestHours: 12 } }) })).toEqual([
      "insufficient_rest",
    ]);
  });
});

describe("shift too long (12 h of work)", () => {
  it("accepts exactly 12 h of work, and reports 12 h 01", () => {
    const exact = detect({
      shifts: [shift({ id: "x", date: "2026-03-10", start: "06:00", end: "18:30", breakMinutes: 30 })],
    });
    expect(exact).toEqual([]);
    const over = detect({
      shifts: [shift({ id: "x", date: "2026-03-10", start: "06:00", end: "18:31", breakMinutes: 30 })],
    });
    expect(types({ conflicts: over })).toEqual(["shift_too_long"]);
    expect(over[0]).toMatchObject({ severity: "error", shift_ids: ["x"], site_id: "s1" });
    expect(over[0]?.description).toContain("12 h 01");
  });

  it("deducts the default 30 min break when a shift carries none", () => {
    const shifts = [shift({ id: "x", date: "2026-03-10", start: "06:00", end: "18:30", breakMinutes: null })];
    expect(detect({ shifts })).toEqual([]);
    expect(types({ conflicts: detect({ shifts, rules: { defaultBreakMinutes: 0 } }) })).toEqual([
      "shift_too_long",
    ]);
  });

  it("derives the break from duration_hours and actual_work_hours when given", () => {
    const base = shift({ id: "x", date: "2026-03-10", start: "06:00", end: "19:00", breakMinutes: null });
    const conflicts = detect({ shifts: [{ ...base, duration_hours: 13, actual_work_hours: 12 }] });
    expect(conflicts).toEqual([]);
  });

  it("counts a night shift across midnight, and real hours across DST", () => {
    const night = detect({ shifts: [shift({ id: "n", date: "2026-03-10", start: "18:00", end: "07:00" })] });
    expect(types({ conflicts: night })).toEqual(["shift_too_long"]);
    // 21:00-07:00 lasts 11 h on the last Sunday of October, 9 h on the last Sunday of March.
    expect(
      detect({ shifts: [shift({ id: "o", date: "2026-10-24", start: "20:00", end: "07:00" })] }),
    ).toEqual([]);
    const october = detect({
      shifts: [shift({ id: "o", date: "2026-10-24", start: "19:59", end: "07:00" })],
    });
    expect(october[0]?.description).toContain("travaille 12 h 01");
    const march = detect({ shifts: [shift({ id: "m", date: "2026-03-28", start: "19:00", end: "08:00" })] });
    expect(march).toEqual([]);
  });

  it("reads ISO date-times with an offset exactly as given", () => {
    const conflicts = detect({
      shifts: [
        {
          id: "iso",
          agent_id: "a1",
          site_id: "s1",
          start_time: "2026-10-24T21:00:00+02:00",
          end_time: "2026-10-25T07:00:00+01:00",
          break_minutes: 0,
        },
      ],
      rules: { maxShiftWorkHours: 10 },
    });
    expect(conflicts[0]?.description).toContain("travaille 11 h le 24/10/2026 de 21:00 à 07:00");
  });
});

// Copy a day, repeat a pattern, apply a template (issue 15 item 2, decision 053): the pure expansions,
// across the clock changes (Europe/Paris, last Sundays of March and October), month and year ends,
// and into a week with a leave (the conflict is reported by the same detection).
import { describe, expect, it } from "vitest";
import { detect, agent as testAgent } from "./conflicts/test-fixtures.ts";
import {
  dayCopyOffsets,
  expandCopies,
  expandTemplate,
  lastRepeatDay,
  repeatOffsets,
  templateDays,
  ZApplyTemplateInput,
  ZCopyDayInput,
  ZRepeatInput,
} from "./copy-week.ts";
import { shiftWorkTime } from "./shift-work-time.ts";

const shift = (id: string, shift_date: string, extra: Record<string, unknown> = {}) => ({
  id,
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

describe("copy a day", () => {
  it("copies one day's shifts to several days, across a month and a year end, keeping times", () => {
    const shifts = [
      shift("x1", "2026-12-30"),
      shift("x2", "2026-12-30", { agent_id: "a2", start_time: "08:00", end_time: "16:00" }),
      shift("x3", "2026-12-29"),
      shift("x4", "2026-12-30", { agent_id: "a3", status: "cancelled" }),
    ];
    const copies = expandCopies({
      shifts,
      from: "2026-12-30",
      to: "2026-12-30",
      offsets: dayCopyOffsets({ sourceDate: "2026-12-30", targetDates: ["2027-01-02", "2026-12-31"] }),
      includeCancelled: false,
    });
    expect(copies.map((s) => [s.agent_id, s.shift_date, s.start_time, s.status])).toEqual([
      ["a1", "2026-12-31", "21:00", "scheduled"],
      ["a2", "2026-12-31", "08:00", "scheduled"],
      ["a1", "2027-01-02", "21:00", "scheduled"],
      ["a2", "2027-01-02", "08:00", "scheduled"],
    ]);
  });

  it("keeps only the chosen agents, and cancelled shifts when asked", () => {
    const shifts = [
      shift("x1", "2026-11-24"),
      shift("x2", "2026-11-24", { agent_id: "a2", status: "cancelled" }),
    ];
    const base = { shifts, from: "2026-11-24", to: "2026-11-24", offsets: [1] };
    expect(expandCopies({ ...base, includeCancelled: false, agentIds: ["a2"] })).toEqual([]);
    expect(
      expandCopies({ ...base, includeCancelled: true, agentIds: ["a2"] }).map((s) => [s.id, s.status]),
    ).toEqual([["x2", "scheduled"]]);
  });

  it("refuses a copy onto the source day and more than 62 target days", () => {
    expect(ZCopyDayInput.safeParse({ source_date: "2026-11-24", target_dates: ["2026-11-24"] }).success).toBe(
      false,
    );
    const many = Array.from({ length: 63 }, (_, i) => `2027-01-${String((i % 28) + 1).padStart(2, "0")}`);
    expect(ZCopyDayInput.safeParse({ source_date: "2026-11-24", target_dates: many }).success).toBe(false);
    expect(
      ZCopyDayInput.safeParse({ source_date: "2026-11-24", target_dates: ["2026-11-25"], extra: 1 }).success,
    ).toBe(false);
  });
});

describe("repeat every N weeks", () => {
  it("repeats every 2 weeks up to the end date included, dropping copies dated after it", () => {
    const week = [shift("m", "2026-11-23"), shift("f", "2026-11-27")];
    const offsets = repeatOffsets({ first: "2026-11-23", everyWeeks: 2, until: "2026-12-21" });
    expect(offsets).toEqual([14, 28]);
    const copies = expandCopies({
      shifts: week,
      from: "2026-11-23",
      to: "2026-11-29",
      offsets,
      includeCancelled: false,
      until: "2026-12-21",
    });
    // The Friday of the last repetition (25 December) is after the end date: not created.
    expect(copies.map((s) => s.shift_date)).toEqual(["2026-12-07", "2026-12-11", "2026-12-21"]);
  });

  it("repeats one shift weekly across a year end and month ends of 28, 30 and 31 days", () => {
    const copies = expandCopies({
      shifts: [shift("one", "2026-12-28"), shift("other", "2026-12-28", { agent_id: "a2" })],
      from: "2026-12-28",
      to: "2026-12-28",
      shiftIds: ["one"],
      offsets: repeatOffsets({ first: "2026-12-28", everyWeeks: 1, until: "2027-03-01" }),
      includeCancelled: false,
    });
    expect(copies.map((s) => s.shift_date)).toEqual([
      "2027-01-04",
      "2027-01-11",
      "2027-01-18",
      "2027-01-25",
      "2027-02-01",
      "2027-02-08",
      "2027-02-15",
      "2027-02-22",
      "2027-03-01",
    ]);
    expect(copies.every((s) => s.id === "one")).toBe(true);
  });

  it("keeps wall-clock times across both clock changes: the nights last 9 h, 10 h and 11 h of real time", () => {
    // Saturday nights, repeated from 21 March 2026 to 31 October: 29 March (spring) and 25 October (autumn).
    const copies = expandCopies({
      shifts: [shift("n", "2026-03-21")],
      from: "2026-03-21",
      to: "2026-03-21",
      offsets: repeatOffsets({ first: "2026-03-21", everyWeeks: 1, until: "2026-10-31" }),
      includeCancelled: false,
    });
    expect(copies[0]).toMatchObject({ shift_date: "2026-03-28", start_time: "21:00", end_time: "07:00" });
    expect(shiftWorkTime(copies[0] as (typeof copies)[0])?.elapsedMinutes).toBe(540);
    expect(shiftWorkTime(copies[1] as (typeof copies)[0])?.elapsedMinutes).toBe(600);
    const autumn = copies.find((s) => s.shift_date === "2026-10-24");
    expect(autumn && shiftWorkTime(autumn)?.elapsedMinutes).toBe(660);
    expect(copies.at(-1)?.shift_date).toBe("2026-10-31");
    expect(copies).toHaveLength(32);
  });

  it("a day shift repeated onto the spring-forward Sunday at 02:30 is still placed", () => {
    const [copy] = expandCopies({
      shifts: [shift("d", "2026-03-22", { start_time: "02:30", end_time: "10:00" })],
      from: "2026-03-22",
      to: "2026-03-22",
      offsets: [7],
      includeCancelled: false,
    });
    expect(copy?.shift_date).toBe("2026-03-29");
    // 02:30 does not exist that night: it is read an hour later (03:30), as the server places it.
    expect(copy && shiftWorkTime(copy)?.elapsedMinutes).toBe(390);
  });

  it("limits a repetition to 52 weeks after the source week with a French 422 text", () => {
    expect(lastRepeatDay("2026-11-25")).toBe("2027-11-28");
    const ok = ZRepeatInput.safeParse({ source_week: "2026-11-25", until: "2027-11-28" });
    expect(ok.success).toBe(true);
    const far = ZRepeatInput.safeParse({ source_week: "2026-11-25", until: "2027-11-29" });
    expect(far.success).toBe(false);
    expect(far.error?.issues[0]?.message).toContain("limitée à 52 semaines");
    expect(ZRepeatInput.safeParse({ source_week: "2026-11-25", until: "2026-11-29" }).success).toBe(false);
    expect(
      ZRepeatInput.safeParse({ source_week: "2026-11-25", shift_ids: ["x"], until: "2027-01-01" }).success,
    ).toBe(false);
    expect(ZRepeatInput.safeParse({ until: "2027-01-01" }).success).toBe(false);
  });

  it("into a week with a leave: the repeated shift is reported as a critical leave conflict", () => {
    const copies = expandCopies({
      shifts: [shift("w", "2026-11-23", { start_time: "08:00", end_time: "16:00" })],
      from: "2026-11-23",
      to: "2026-11-29",
      offsets: repeatOffsets({ first: "2026-11-23", everyWeeks: 1, until: "2026-12-13" }),
      includeCancelled: false,
    }).map((s, i) => ({ ...s, id: `c${i}` }));
    const found = detect({
      shifts: copies,
      agents: [
        testAgent({ id: "a1", unavailability: [{ start: "2026-12-07", end: "2026-12-11", kind: "leave" }] }),
      ],
      range: { start_date: "2026-11-30", end_date: "2026-12-13" },
    });
    expect(found.map((c) => [c.conflict_type, c.severity, c.shift_ids])).toEqual([
      ["agent_unavailable", "critical", ["c1"]],
    ]);
  });
});

describe("apply a template", () => {
  const template = {
    start_time: "06:00",
    end_time: "14:00",
    shift_type: "regular",
    paid_break_minutes: 20,
    unpaid_break_minutes: 10,
  };

  it("lists the days of a range on the chosen weekdays, across a month end", () => {
    expect(templateDays({ start_date: "2026-11-27", end_date: "2026-12-04", weekdays: [1, 5] })).toEqual([
      "2026-11-27",
      "2026-11-30",
      "2026-12-04",
    ]);
    expect(templateDays({ dates: ["2026-12-02", "2026-12-01", "2026-12-02"] })).toEqual([
      "2026-12-01",
      "2026-12-02",
    ]);
    expect(templateDays({ start_date: "2026-12-31", end_date: "2027-01-01" })).toEqual([
      "2026-12-31",
      "2027-01-01",
    ]);
  });

  it("creates one scheduled shift per agent and day with the template's times, type and breaks", () => {
    const created = expandTemplate({
      template,
      agents: [
        { agent_id: "a1", site_id: "s1" },
        { agent_id: "a2", site_id: "s2" },
      ],
      dates: ["2026-11-30", "2026-12-01"],
    });
    expect(created.map((s) => [s.agent_id, s.site_id, s.shift_date, s.start_time, s.break_minutes])).toEqual([
      ["a1", "s1", "2026-11-30", "06:00", 30],
      ["a2", "s2", "2026-11-30", "06:00", 30],
      ["a1", "s1", "2026-12-01", "06:00", 30],
      ["a2", "s2", "2026-12-01", "06:00", 30],
    ]);
    expect(new Set(created.map((s) => s.status))).toEqual(new Set(["scheduled"]));
  });

  it("asks for dates or a range of at most 62 days, not both", () => {
    const base = { template_id: "t", agent_ids: ["a1"] };
    expect(ZApplyTemplateInput.safeParse({ ...base, dates: ["2026-12-01"] }).success).toBe(true);
    expect(ZApplyTemplateInput.safeParse(base).success).toBe(false);
    expect(
      ZApplyTemplateInput.safeParse({
        ...base,
        dates: ["2026-12-01"],
        start_date: "2026-12-01",
        end_date: "2026-12-02",
      }).success,
    ).toBe(false);
    expect(
      ZApplyTemplateInput.safeParse({ ...base, start_date: "2026-12-01", end_date: "2027-01-31" }).success,
    ).toBe(true);
    expect(
      ZApplyTemplateInput.safeParse({ ...base, start_date: "2026-12-01", end_date: "2027-02-01" }).success,
    ).toBe(false);
    expect(ZApplyTemplateInput.safeParse({ ...base, dates: ["2026-12-01"], agent_ids: [] }).success).toBe(
      false,
    );
  });
});

import { describe, expect, it } from "vitest";
import { type TSheetEvent, timesheetWeek } from "./attendance-timesheet.rules.ts";

const at = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00+01:00`);
const ev = (kind: TSheetEvent["kind"], when: Date, extra: Partial<TSheetEvent> = {}): TSheetEvent => ({
  kind,
  at: when,
  flags: [],
  review_status: null,
  ...extra,
});
const dayOf = (d: Date) => new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Paris" }).format(d);
const days = ["2026-11-30", "2026-12-01", "2026-12-02"];

describe("timesheet week", () => {
  it("puts planned and worked minutes on their days, a night duty on its clock-in's day, rounded", () => {
    const sheet = timesheetWeek({
      days,
      shifts: [
        { date: "2026-11-30", planned_min: 480, starts_at: at("2026-11-30", "08:00") },
        { date: "2026-12-01", planned_min: 600, starts_at: at("2026-12-01", "20:00") },
        { date: "2026-12-02", planned_min: 480, starts_at: at("2026-12-02", "08:00") },
      ],
      events: [
        ev("clock_in", at("2026-11-30", "07:58"), { flags: [] }),
        ev("break_start", at("2026-11-30", "12:00")),
        ev("break_end", at("2026-11-30", "12:30")),
        ev("clock_out", at("2026-11-30", "16:05")),
        ev("clock_in", at("2026-12-01", "20:20"), { flags: ["late"] }),
        ev("clock_out", at("2026-12-02", "06:00")),
      ],
      dayOf,
      rounding: { step: 15, mode: "nearest" },
      now: at("2026-12-03", "12:00"),
    });
    expect(sheet[0]).toMatchObject({ planned_min: 480, worked_min: 457, worked_rounded_min: 450, flags: [] });
    expect(sheet[1]).toMatchObject({
      planned_min: 600,
      worked_min: 580,
      worked_rounded_min: 585,
      flags: ["late"],
    });
    expect(sheet[2]).toMatchObject({ worked_min: 0, flags: ["no_clock_in"] });
  });

  it("counts pending exceptions, leaves a rejected duty out, and flags a duty never closed", () => {
    const sheet = timesheetWeek({
      days,
      shifts: [],
      events: [
        ev("clock_in", at("2026-11-30", "08:00"), { flags: ["unplanned"], review_status: "rejected" }),
        ev("clock_out", at("2026-11-30", "12:00")),
        ev("clock_in", at("2026-12-01", "08:00"), { flags: ["outside_radius"], review_status: "pending" }),
      ],
      dayOf,
      rounding: { step: 15, mode: "in_favour_of_agent" },
      now: at("2026-12-03", "12:00"),
    });
    expect(sheet[0]).toMatchObject({ worked_min: 0, flags: ["unplanned", "rejected"] });
    expect(sheet[1]).toMatchObject({
      worked_min: 0,
      pending_exceptions: 1,
      flags: ["outside_radius", "missing_clock_out"],
    });
  });
});

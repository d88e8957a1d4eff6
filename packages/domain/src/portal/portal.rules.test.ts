import { describe, expect, it } from "vitest";
import {
  figuresBy,
  isoWeekMonday,
  publicAgentName,
  shiftService,
  sumFigures,
  type TClockEvent,
} from "./portal.rules.ts";

const at = (iso: string) => new Date(iso);
const shift = (id: string, day: string, from: string, to: string) => ({
  id,
  siteId: "s",
  shiftDate: day,
  startsAt: at(`${day}T${from}:00Z`),
  endsAt: at(to.includes("T") ? to : `${day}T${to}:00Z`),
});
const ev = (shiftId: string, kind: TClockEvent["kind"], iso: string): TClockEvent => ({
  shiftId,
  kind,
  occurredAt: at(iso),
});
const now = at("2026-03-31T23:59:00Z");
const tol = { now, lateToleranceMinutes: 5 };

describe("service delivered", () => {
  it("counts clocked time within the shift, breaks out, late after the tolerance", () => {
    const s = shift("a", "2026-03-02", "08:00", "16:00");
    const events = [
      ev("a", "clock_in", "2026-03-02T07:50:00Z"), // early: counted from 08:00
      ev("a", "break_start", "2026-03-02T12:00:00Z"),
      ev("a", "break_end", "2026-03-02T12:30:00Z"),
      ev("a", "clock_out", "2026-03-02T16:20:00Z"), // late out: counted to 16:00
    ];
    expect(shiftService({ shift: s, events, ...tol })).toEqual({
      shiftId: "a",
      plannedMinutes: 480,
      workedMinutes: 450,
      late: false,
      uncovered: false,
    });
    const late = shiftService({ shift: s, events: [ev("a", "clock_in", "2026-03-02T08:06:00Z")], ...tol });
    expect(late.late).toBe(true);
    // An open clock-in counts to the shift's end.
    expect(late.workedMinutes).toBe(474);
    const onTime = shiftService({ shift: s, events: [ev("a", "clock_in", "2026-03-02T08:05:00Z")], ...tol });
    expect(onTime.late).toBe(false);
  });

  it("marks a started shift without clock-in uncovered, not one still to come", () => {
    const past = shiftService({
      shift: shift("p", "2026-03-10", "20:00", "2026-03-11T06:00:00Z"),
      events: [],
      ...tol,
    });
    expect(past).toMatchObject({ plannedMinutes: 600, workedMinutes: 0, uncovered: true });
    const future = shiftService({ shift: shift("f", "2026-04-02", "08:00", "16:00"), events: [], ...tol });
    expect(future.uncovered).toBe(false);
  });

  it("sums a constructed month by week and by month", () => {
    const shifts = [
      shift("1", "2026-03-02", "08:00", "16:00"), // Monday, week of 03-02
      shift("2", "2026-03-08", "08:00", "16:00"), // Sunday, same week
      shift("3", "2026-03-09", "08:00", "12:00"), // next week
    ];
    const events = [
      ev("1", "clock_in", "2026-03-02T08:00:00Z"),
      ev("1", "clock_out", "2026-03-02T16:00:00Z"),
      ev("3", "clock_in", "2026-03-09T09:00:00Z"),
      ev("3", "clock_out", "2026-03-09T12:00:00Z"),
    ];
    const services = new Map(shifts.map((s) => [s.id, shiftService({ shift: s, events, ...tol })]));
    const weeks = figuresBy(shifts, services, isoWeekMonday);
    expect(weeks.map((w) => [w.period, w.figures.plannedMinutes, w.figures.workedMinutes])).toEqual([
      ["2026-03-02", 960, 480],
      ["2026-03-09", 240, 180],
    ]);
    const month = sumFigures([...services.values()]);
    expect(month).toEqual({
      plannedMinutes: 1200,
      workedMinutes: 660,
      fulfilment: 55,
      lateClockIns: 1,
      uncoveredPosts: 1,
      shifts: 3,
    });
    expect(sumFigures([]).fulfilment).toBeNull();
  });

  it("shows an agent by first name and initial only", () => {
    expect(publicAgentName("Aminata Diallo")).toBe("Aminata D.");
    expect(publicAgentName("  Jean  Pierre   de la Tour ")).toBe("Jean T.");
    expect(publicAgentName("Cher")).toBe("Cher");
    expect(isoWeekMonday("2026-03-08")).toBe("2026-03-02");
  });
});

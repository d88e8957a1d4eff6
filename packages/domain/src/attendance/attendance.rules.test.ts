import { describe, expect, it } from "vitest";
import {
  ACCURACY_ALLOWANCE_MAX_M,
  attendanceStateOf,
  clockInTiming,
  geofenceDecision,
  haversineMeters,
  missedClockInDue,
  missedClockInDueAt,
  nextAttendanceState,
  roundWorkedMinutes,
  workedTime,
} from "./attendance.rules.ts";
import { DEFAULT_FIELD_SETTINGS, fieldSettingsOf, ZFieldSettings } from "./attendance.schemas.ts";

const EIFFEL = { lat: 48.85837, lng: 2.294481 };
const at = (hhmm: string) => new Date(`2026-11-30T${hhmm}:00+01:00`);

describe("field settings", () => {
  it("has the contract's defaults and falls back on them for a bad stored block", () => {
    expect(DEFAULT_FIELD_SETTINGS).toEqual({
      geofence_policy: "refuse",
      window_before_min: 15,
      window_after_min: 10,
      missed_clock_in_after_min: 15,
      rounding_min: 15,
      rounding_mode: "nearest",
      control_room_phone: null,
      lone_worker_interval_min: 60,
      lone_worker_grace_min: 10,
    });
    expect(fieldSettingsOf({ field: { geofence_policy: "nope" } })).toEqual(DEFAULT_FIELD_SETTINGS);
    expect(fieldSettingsOf({ field: { geofence_policy: "exception" } }).geofence_policy).toBe("exception");
    expect(ZFieldSettings.safeParse({ control_room_phone: "rm -rf" }).success).toBe(false);
  });
});

describe("geofence", () => {
  it("measures Paris to Lyon at about 392 km and a point 1 km north at 1 km", () => {
    expect(haversineMeters({ from: EIFFEL, to: { lat: 45.764043, lng: 4.835659 } }) / 1000).toBeCloseTo(
      392,
      -1,
    );
    const north = { lat: EIFFEL.lat + 1000 / 111_195, lng: EIFFEL.lng };
    expect(haversineMeters({ from: EIFFEL, to: north })).toBeCloseTo(1000, 0);
  });

  const site = { latitude: EIFFEL.lat, longitude: EIFFEL.lng, radius: 200 };
  const north = (m: number, accuracy: number) => ({
    lat: EIFFEL.lat + m / 111_195,
    lng: EIFFEL.lng,
    accuracy,
  });

  it("is inside within the radius and outside 2 km away", () => {
    expect(geofenceDecision({ site, position: north(150, 10) })).toEqual({
      status: "inside",
      distance_m: 150,
    });
    expect(geofenceDecision({ site, position: north(2000, 10) })).toMatchObject({
      status: "outside",
      distance_m: 2000,
    });
  });

  it("gives the accuracy to the agent, but never more than the allowance", () => {
    expect(geofenceDecision({ site, position: north(230, 40) }).status).toBe("inside");
    expect(geofenceDecision({ site, position: north(230, 20) }).status).toBe("outside");
    const edge = 200 + ACCURACY_ALLOWANCE_MAX_M;
    expect(geofenceDecision({ site, position: north(edge + 5, 3000) }).status).toBe("outside");
    expect(geofenceDecision({ site, position: north(edge - 5, 3000) }).status).toBe("inside");
  });

  it("does not check a site without position, and treats a missing fix as outside", () => {
    expect(
      geofenceDecision({ site: { latitude: null, longitude: null, radius: 200 }, position: null }).status,
    ).toBe("unlocated");
    expect(geofenceDecision({ site, position: undefined }).status).toBe("no_position");
  });
});

describe("clock-in window", () => {
  const shift = { startsAt: at("08:00"), endsAt: at("16:00"), beforeMin: 15, afterMin: 10 };
  it("opens 15 min before the start and is late after 10 min", () => {
    expect(clockInTiming({ ...shift, at: at("07:44") })).toBe("early");
    expect(clockInTiming({ ...shift, at: at("07:45") })).toBe("on_time");
    expect(clockInTiming({ ...shift, at: at("08:10") })).toBe("on_time");
    expect(clockInTiming({ ...shift, at: at("08:11") })).toBe("late");
    expect(clockInTiming({ ...shift, at: at("16:00") })).toBe("ended");
  });
});

describe("state machine", () => {
  it("allows only the actions of the current state", () => {
    expect(nextAttendanceState({ state: "not_started", kind: "clock_in" })).toBe("on_duty");
    expect(nextAttendanceState({ state: "not_started", kind: "clock_out" })).toBeNull();
    expect(nextAttendanceState({ state: "on_duty", kind: "clock_in" })).toBeNull();
    expect(nextAttendanceState({ state: "on_duty", kind: "break_end" })).toBeNull();
    expect(nextAttendanceState({ state: "on_break", kind: "break_start" })).toBeNull();
    expect(nextAttendanceState({ state: "on_break", kind: "clock_out" })).toBe("finished");
    expect(nextAttendanceState({ state: "finished", kind: "clock_in" })).toBe("on_duty");
    expect(attendanceStateOf([{ kind: "clock_in" }, { kind: "break_start" }])).toBe("on_break");
  });
});

describe("worked time", () => {
  it("deducts breaks, including a break closed by the clock-out", () => {
    const events = [
      { kind: "clock_in" as const, at: at("08:02") },
      { kind: "break_start" as const, at: at("12:00") },
      { kind: "break_end" as const, at: at("12:30") },
      { kind: "clock_out" as const, at: at("16:01") },
    ];
    expect(workedTime({ events })).toEqual({ workedMinutes: 449, breakMinutes: 30, open: false });
    const closedInBreak = [events[0], events[1], { kind: "clock_out" as const, at: at("12:20") }];
    expect(workedTime({ events: closedInBreak as never })).toEqual({
      workedMinutes: 238,
      breakMinutes: 20,
      open: false,
    });
  });

  it("counts an open duty only up to `until`, and sums two duties", () => {
    const open = [{ kind: "clock_in" as const, at: at("08:00") }];
    expect(workedTime({ events: open })).toEqual({ workedMinutes: 0, breakMinutes: 0, open: true });
    expect(workedTime({ events: open, until: at("09:30") }).workedMinutes).toBe(90);
    const two = [
      { kind: "clock_in" as const, at: at("06:00") },
      { kind: "clock_out" as const, at: at("08:00") },
      { kind: "clock_in" as const, at: at("18:00") },
      { kind: "clock_out" as const, at: at("19:15") },
    ];
    expect(workedTime({ events: two }).workedMinutes).toBe(195);
  });

  it("rounds by the company rule", () => {
    expect(roundWorkedMinutes({ minutes: 449, step: 15, mode: "nearest" })).toBe(450);
    expect(roundWorkedMinutes({ minutes: 442, step: 15, mode: "nearest" })).toBe(435);
    expect(roundWorkedMinutes({ minutes: 436, step: 15, mode: "in_favour_of_agent" })).toBe(450);
    expect(roundWorkedMinutes({ minutes: 436, step: 15, mode: "none" })).toBe(436);
  });
});

describe("missed clock-in escalation", () => {
  const shift = { startsAt: at("08:00"), endsAt: at("16:00"), afterMin: 15 };
  it("is due N minutes after the start, until the shift ends, and never after a clock-in", () => {
    expect(missedClockInDueAt(shift).toISOString()).toBe(at("08:15").toISOString());
    expect(missedClockInDue({ ...shift, now: at("08:14"), clockedIn: false })).toBe(false);
    expect(missedClockInDue({ ...shift, now: at("08:15"), clockedIn: false })).toBe(true);
    expect(missedClockInDue({ ...shift, now: at("08:15"), clockedIn: true })).toBe(false);
    expect(missedClockInDue({ ...shift, now: at("16:00"), clockedIn: false })).toBe(false);
  });
});

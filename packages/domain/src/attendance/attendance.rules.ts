import type { TAttendanceKind, TAttendanceState, TPosition, TRoundingMode } from "./attendance.types.ts";

// Pure rules of clocking in and out (issue 22; decision 083 explains the choices).

const EARTH_RADIUS_M = 6_371_008.8;
const MINUTE = 60_000;

/**
 * The most of a fix's accuracy counted in the agent's favour. Indoor fixes are 15 to 20 m at best, so
 * a 20 m allowance lets an agent in a building clock in; a fix of ±2 km (a phone without GPS) must not
 * widen a 200 m radius to 2 km.
 */
export const ACCURACY_ALLOWANCE_MAX_M = 50;

/** Great-circle distance in metres (haversine, mean Earth radius). */
export function haversineMeters({
  from,
  to,
}: {
  from: { lat: number; lng: number };
  to: { lat: number; lng: number };
}) {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(to.lat - from.lat);
  const dLng = rad(to.lng - from.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(from.lat)) * Math.cos(rad(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

export type TGeofenceDecision =
  /** The site has no position: nothing to check. */
  | { status: "unlocated"; distance_m: null }
  /** The site has one but the phone sent none: treated as outside. */
  | { status: "no_position"; distance_m: null }
  | { status: "inside" | "outside"; distance_m: number };

/**
 * Inside when the distance minus the fix's accuracy (at most ACCURACY_ALLOWANCE_MAX_M) is within the
 * radius: the doubt goes to the agent, up to a bound.
 */
export function geofenceDecision({
  site,
  position,
}: {
  site: { latitude: number | null; longitude: number | null; radius: number };
  position: TPosition | null | undefined;
}): TGeofenceDecision {
  if (site.latitude === null || site.longitude === null) return { status: "unlocated", distance_m: null };
  if (!position) return { status: "no_position", distance_m: null };
  const distance = haversineMeters({ from: { lat: site.latitude, lng: site.longitude }, to: position });
  const allowance = Math.min(Math.max(position.accuracy, 0), ACCURACY_ALLOWANCE_MAX_M);
  const distance_m = Math.round(distance);
  return { status: distance - allowance <= site.radius ? "inside" : "outside", distance_m };
}

/**
 * Where a clock-in falls against its shift: 'early' before `start - before`, 'on_time' up to
 * `start + after`, 'late' after that until the shift's end, 'ended' once the shift is over.
 */
export function clockInTiming({
  startsAt,
  endsAt,
  at,
  beforeMin,
  afterMin,
}: {
  startsAt: Date;
  endsAt: Date;
  at: Date;
  beforeMin: number;
  afterMin: number;
}): "early" | "on_time" | "late" | "ended" {
  const t = at.getTime();
  if (t < startsAt.getTime() - beforeMin * MINUTE) return "early";
  if (t <= startsAt.getTime() + afterMin * MINUTE) return "on_time";
  if (t < endsAt.getTime()) return "late";
  return "ended";
}

const TRANSITIONS: Record<TAttendanceState, Partial<Record<TAttendanceKind, TAttendanceState>>> = {
  not_started: { clock_in: "on_duty" },
  on_duty: { break_start: "on_break", clock_out: "finished" },
  // A clock-out during a break ends the break too.
  on_break: { break_end: "on_duty", clock_out: "finished" },
  finished: { clock_in: "on_duty" },
};

/** The state after `kind`, or null when `kind` is not valid in `state`. */
export function nextAttendanceState({
  state,
  kind,
}: {
  state: TAttendanceState;
  kind: TAttendanceKind;
}): TAttendanceState | null {
  return TRANSITIONS[state][kind] ?? null;
}

/** The state an agent is in after these events (in their order). */
export function attendanceStateOf(events: readonly { kind: TAttendanceKind }[]): TAttendanceState {
  let state: TAttendanceState = "not_started";
  for (const e of events) state = nextAttendanceState({ state, kind: e.kind }) ?? state;
  return state;
}

export type TTimedEvent = { kind: TAttendanceKind; at: Date };

/**
 * Worked minutes of a sequence of events (sorted by time): time on duty, breaks deducted. A duty left
 * open counts up to `until` when given (a live view), otherwise not at all and `open` says so.
 */
export function workedTime({ events, until }: { events: readonly TTimedEvent[]; until?: Date }) {
  let workedMs = 0;
  let breakMs = 0;
  let state: TAttendanceState = "not_started";
  let dutyStart = 0;
  let breakStart = 0;
  let dutyBreaks = 0;
  for (const e of events) {
    const next = nextAttendanceState({ state, kind: e.kind });
    if (!next) continue;
    const t = e.at.getTime();
    if (e.kind === "clock_in") {
      dutyStart = t;
      dutyBreaks = 0;
    } else if (e.kind === "break_start") breakStart = t;
    else if (e.kind === "break_end") dutyBreaks += t - breakStart;
    else {
      if (state === "on_break") dutyBreaks += t - breakStart;
      workedMs += Math.max(0, t - dutyStart - dutyBreaks);
      breakMs += dutyBreaks;
    }
    state = next;
  }
  const open = state === "on_duty" || state === "on_break";
  if (open && until) {
    const t = until.getTime();
    const breaks = dutyBreaks + (state === "on_break" ? t - breakStart : 0);
    workedMs += Math.max(0, t - dutyStart - breaks);
    breakMs += breaks;
  }
  return { workedMinutes: Math.floor(workedMs / MINUTE), breakMinutes: Math.floor(breakMs / MINUTE), open };
}

/** Rounds worked minutes by the company's rule: to the nearest step, up (the agent's favour) or not at all. */
export function roundWorkedMinutes({
  minutes,
  step,
  mode,
}: {
  minutes: number;
  step: number;
  mode: TRoundingMode;
}): number {
  if (mode === "none" || step <= 1) return minutes;
  if (mode === "in_favour_of_agent") return Math.ceil(minutes / step) * step;
  return Math.round(minutes / step) * step;
}

/** When a shift with no clock-in becomes 'Prise de service non effectuée'. */
export function missedClockInDueAt({ startsAt, afterMin }: { startsAt: Date; afterMin: number }): Date {
  return new Date(startsAt.getTime() + afterMin * MINUTE);
}

/** True when the alarm is due now: start + N min passed, the shift not over, and no clock-in. */
export function missedClockInDue({
  startsAt,
  endsAt,
  afterMin,
  now,
  clockedIn,
}: {
  startsAt: Date;
  endsAt: Date;
  afterMin: number;
  now: Date;
  clockedIn: boolean;
}): boolean {
  if (clockedIn) return false;
  return now >= missedClockInDueAt({ startsAt, afterMin }) && now < endsAt;
}

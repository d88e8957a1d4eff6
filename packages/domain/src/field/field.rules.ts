// Pure rules of the control room's floor view (issue 22, slice C): how late an agent is, how old a
// position is, and where a position lies relative to its site (distance and direction).

import { DAY_MS, MINUTE_MS, zoneClock } from "../planning/zone-clock.ts";

/** Minutes after the planned start a clock-in still counts as on time (company setting, default). */
export const DEFAULT_WINDOW_AFTER_MIN = 10;
export const FIELD_TIME_ZONE = "Europe/Paris";

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

export type TFieldPoint = { lat: number; lng: number };

/** Great-circle distance in metres (haversine), rounded to the metre. */
export function distanceMeters({ from, to }: { from: TFieldPoint; to: TFieldPoint }): number {
  const dLat = rad(to.lat - from.lat);
  const dLng = rad(to.lng - from.lng);
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(from.lat)) * Math.cos(rad(to.lat)) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a))));
}

/** Initial bearing from `from` to `to`, in whole degrees clockwise from north (0-359). */
export function bearingDegrees({ from, to }: { from: TFieldPoint; to: TFieldPoint }): number {
  const φ1 = rad(from.lat);
  const φ2 = rad(to.lat);
  const Δλ = rad(to.lng - from.lng);
  const y = Math.sin(Δλ) * Math.cos(φ2);
  const x = Math.cos(φ1) * Math.sin(φ2) - Math.sin(φ1) * Math.cos(φ2) * Math.cos(Δλ);
  const deg = (Math.atan2(y, x) * 180) / Math.PI;
  return Math.round((deg + 360) % 360) % 360;
}

export const COMPASS_POINTS = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"] as const;
export type TCompassPoint = (typeof COMPASS_POINTS)[number];

/** The eight-point compass direction of a bearing ("NE" for 40°). */
export function compassPoint({ bearing }: { bearing: number }): TCompassPoint {
  const index = Math.round((((bearing % 360) + 360) % 360) / 45) % 8;
  return COMPASS_POINTS[index] as TCompassPoint;
}

/**
 * A position relative to its site: null when either is unknown. A distance under the position's own
 * accuracy has no meaningful direction, so the bearing is then null ("on site").
 */
export function relativeToSite({
  site,
  position,
  accuracy,
}: {
  site: TFieldPoint | null;
  position: TFieldPoint | null;
  accuracy?: number | null;
}): { distance_m: number; bearing_deg: number | null } | null {
  if (!site || !position) return null;
  const distance_m = distanceMeters({ from: site, to: position });
  const fuzzy = distance_m <= Math.max(5, accuracy ?? 0);
  return { distance_m, bearing_deg: fuzzy ? null : bearingDegrees({ from: site, to: position }) };
}

/** Whole seconds since an instant (0 for a device clock slightly ahead of ours). */
export function ageSeconds({ at, now }: { at: Date; now: Date }): number {
  return Math.max(0, Math.floor((now.getTime() - at.getTime()) / 1000));
}

/** Whole minutes between the planned start and an instant (0 before the start). */
export function minutesAfterStart({ startsAt, at }: { startsAt: Date; at: Date }): number {
  return Math.max(0, Math.floor((at.getTime() - startsAt.getTime()) / MINUTE_MS));
}

/** A clock-in is late when it comes after the planned start plus the window. */
export function isLateClockIn({
  startsAt,
  clockInAt,
  windowAfterMin = DEFAULT_WINDOW_AFTER_MIN,
}: {
  startsAt: Date;
  clockInAt: Date;
  windowAfterMin?: number;
}): boolean {
  return clockInAt.getTime() > startsAt.getTime() + windowAfterMin * MINUTE_MS;
}

/** Local midnight (Europe/Paris) starting the day of `now`, and the next one: "today" of the floor. */
export function fieldDay({ now, timeZone = FIELD_TIME_ZONE }: { now: Date; timeZone?: string }) {
  const clock = zoneClock({ timeZone });
  const day = clock.dayOf(now.getTime());
  return { from: new Date(clock.startOfDay(day)), to: new Date(clock.startOfDay(day + 1)) };
}

/** How long back the floor looks for the open clock-in of an agent still on duty. */
export const ON_DUTY_LOOKBACK_MS = 2 * DAY_MS;

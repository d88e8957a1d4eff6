import { describe, expect, it } from "vitest";
import {
  ageSeconds,
  bearingDegrees,
  compassPoint,
  distanceMeters,
  fieldDay,
  isLateClockIn,
  minutesAfterStart,
  relativeToSite,
} from "./field.rules.ts";

const notreDame = { lat: 48.853, lng: 2.3499 };
const eiffel = { lat: 48.8584, lng: 2.2945 };

describe("field rules — positions relative to a site", () => {
  it("measures the distance between two Paris landmarks (about 4.1 km)", () => {
    const d = distanceMeters({ from: notreDame, to: eiffel });
    expect(d).toBeGreaterThan(4_050);
    expect(d).toBeLessThan(4_150);
    expect(distanceMeters({ from: eiffel, to: eiffel })).toBe(0);
  });

  it("gives the bearing clockwise from north", () => {
    expect(bearingDegrees({ from: { lat: 48, lng: 2 }, to: { lat: 48.01, lng: 2 } })).toBe(0);
    expect(bearingDegrees({ from: { lat: 48, lng: 2 }, to: { lat: 48, lng: 2.01 } })).toBe(90);
    expect(bearingDegrees({ from: { lat: 48, lng: 2 }, to: { lat: 47.99, lng: 2 } })).toBe(180);
    expect(bearingDegrees({ from: { lat: 48, lng: 2 }, to: { lat: 48, lng: 1.99 } })).toBe(270);
    // The Eiffel tower lies west-north-west of Notre-Dame.
    expect(compassPoint({ bearing: bearingDegrees({ from: notreDame, to: eiffel }) })).toBe("W");
  });

  it("names the eight compass points, wrapping at north", () => {
    expect(compassPoint({ bearing: 0 })).toBe("N");
    expect(compassPoint({ bearing: 44 })).toBe("NE");
    expect(compassPoint({ bearing: 350 })).toBe("N");
    expect(compassPoint({ bearing: 225 })).toBe("SW");
    expect(compassPoint({ bearing: -90 })).toBe("W");
  });

  it("gives no direction inside the position's accuracy, and nothing when a side is unknown", () => {
    const site = { lat: 48, lng: 2 };
    const near = { lat: 48.0001, lng: 2 }; // about 11 m north
    expect(relativeToSite({ site, position: near, accuracy: 20 })).toEqual({
      distance_m: 11,
      bearing_deg: null,
    });
    expect(relativeToSite({ site, position: near, accuracy: 3 })).toEqual({ distance_m: 11, bearing_deg: 0 });
    expect(relativeToSite({ site: null, position: near })).toBeNull();
    expect(relativeToSite({ site, position: null })).toBeNull();
  });
});

describe("field rules — time", () => {
  const start = new Date("2026-11-29T07:00:00Z");
  it("counts a clock-in late only after the window", () => {
    expect(isLateClockIn({ startsAt: start, clockInAt: new Date("2026-11-29T07:10:00Z") })).toBe(false);
    expect(isLateClockIn({ startsAt: start, clockInAt: new Date("2026-11-29T07:10:01Z") })).toBe(true);
    expect(
      isLateClockIn({ startsAt: start, clockInAt: new Date("2026-11-29T07:04:00Z"), windowAfterMin: 3 }),
    ).toBe(true);
    expect(isLateClockIn({ startsAt: start, clockInAt: new Date("2026-11-29T06:45:00Z") })).toBe(false);
  });

  it("counts whole minutes after the start and whole seconds of age, never negative", () => {
    expect(minutesAfterStart({ startsAt: start, at: new Date("2026-11-29T07:17:59Z") })).toBe(17);
    expect(minutesAfterStart({ startsAt: start, at: new Date("2026-11-29T06:00:00Z") })).toBe(0);
    expect(
      ageSeconds({ at: new Date("2026-11-29T07:00:00Z"), now: new Date("2026-11-29T07:02:05.900Z") }),
    ).toBe(125);
    expect(ageSeconds({ at: new Date("2026-11-29T07:00:10Z"), now: start })).toBe(0);
  });

  it("takes today in Paris, across the UTC date line and a DST change", () => {
    // 23:30 UTC on 28 November is already 29 November in Paris (UTC+1).
    const day = fieldDay({ now: new Date("2026-11-28T23:30:00Z") });
    expect(day.from.toISOString()).toBe("2026-11-28T23:00:00.000Z");
    expect(day.to.toISOString()).toBe("2026-11-29T23:00:00.000Z");
    // 29 March 2026 (summer time starts): a 23-hour day.
    const dst = fieldDay({ now: new Date("2026-03-29T12:00:00Z") });
    expect(dst.to.getTime() - dst.from.getTime()).toBe(23 * 3_600_000);
  });
});

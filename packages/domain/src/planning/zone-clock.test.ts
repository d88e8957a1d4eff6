import { describe, expect, it } from "vitest";
import { dayToFrench, dayToIso, HOUR_MS, isoToDay, isoWeekday, zoneClock } from "./zone-clock.ts";

const paris = zoneClock({ timeZone: "Europe/Paris" });
const wall = (text: string) => Date.parse(`${text}Z`);

describe("zoneClock (Europe/Paris)", () => {
  it("knows winter (+1 h) and summer (+2 h) offsets", () => {
    expect(paris.offsetAt(Date.parse("2026-01-15T12:00:00Z"))).toBe(HOUR_MS);
    expect(paris.offsetAt(Date.parse("2026-07-15T12:00:00Z"))).toBe(2 * HOUR_MS);
  });

  it("switches exactly at 01:00 UTC on the last Sundays of March and October 2026", () => {
    expect(paris.offsetAt(Date.parse("2026-03-29T00:59:00Z"))).toBe(HOUR_MS);
    expect(paris.offsetAt(Date.parse("2026-03-29T01:00:00Z"))).toBe(2 * HOUR_MS);
    expect(paris.offsetAt(Date.parse("2026-10-25T00:59:00Z"))).toBe(2 * HOUR_MS);
    expect(paris.offsetAt(Date.parse("2026-10-25T01:00:00Z"))).toBe(HOUR_MS);
  });

  it("reads wall times, moving a skipped time forward and taking the first of a repeated one", () => {
    expect(paris.wallToInstant(wall("2026-01-15T08:00:00"))).toBe(Date.parse("2026-01-15T07:00:00Z"));
    expect(paris.wallToInstant(wall("2026-03-29T02:30:00"))).toBe(Date.parse("2026-03-29T01:30:00Z"));
    expect(paris.wallToInstant(wall("2026-10-25T02:30:00"))).toBe(Date.parse("2026-10-25T00:30:00Z"));
  });

  it("gives local days and 23 h / 25 h days around DST", () => {
    const march29 = isoToDay({ date: "2026-03-29" }) ?? 0;
    const october25 = isoToDay({ date: "2026-10-25" }) ?? 0;
    expect(paris.startOfDay(march29 + 1) - paris.startOfDay(march29)).toBe(23 * HOUR_MS);
    expect(paris.startOfDay(october25 + 1) - paris.startOfDay(october25)).toBe(25 * HOUR_MS);
    // 23:30 UTC on 14 March is already 15 March in Paris.
    expect(dayToIso({ day: paris.dayOf(Date.parse("2026-03-14T23:30:00Z")) })).toBe("2026-03-15");
  });

  it("numbers weekdays from Monday and rejects impossible dates", () => {
    expect(isoWeekday({ day: isoToDay({ date: "2026-03-02" }) ?? 0 })).toBe(0);
    expect(isoWeekday({ day: isoToDay({ date: "2026-03-08" }) ?? 0 })).toBe(6);
    expect(isoToDay({ date: "2026-02-30" })).toBeNull();
    expect(isoToDay({ date: "02/03/2026" })).toBeNull();
    expect(dayToFrench({ day: isoToDay({ date: "2026-03-02" }) ?? 0 })).toBe("02/03/2026");
  });
});

import type { TMyShift } from "@hts/domain";
import { describe, expect, it } from "vitest";
import { logbookShift } from "./logbook-shift.ts";

const shift = (id: string, starts_at: string, ends_at: string) => ({ id, starts_at, ends_at }) as TMyShift;

describe("the shift a logbook entry is for", () => {
  it("is the one running, 30 minutes either side, the latest started first", () => {
    const shifts = [
      shift("night", "2026-11-28T19:00:00Z", "2026-11-29T07:00:00Z"),
      shift("day", "2026-11-29T07:00:00Z", "2026-11-29T19:00:00Z"),
    ];
    expect(logbookShift(shifts, new Date("2026-11-29T02:00:00Z"))?.id).toBe("night");
    expect(logbookShift(shifts, new Date("2026-11-29T07:10:00Z"))?.id).toBe("day");
    expect(logbookShift(shifts, new Date("2026-11-29T19:20:00Z"))?.id).toBe("day");
    expect(logbookShift(shifts, new Date("2026-11-29T20:00:00Z"))).toBeNull();
  });
});

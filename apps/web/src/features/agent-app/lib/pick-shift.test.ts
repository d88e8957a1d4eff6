import type { TMyShift } from "@hts/domain";
import { describe, expect, it } from "vitest";
import { knownSites, pickShift } from "./pick-shift.ts";

function shift(
  id: string,
  starts_at: string,
  ends_at: string,
  state: TMyShift["attendance"]["state"] = "not_started",
) {
  return {
    id,
    site_id: `site-${id}`,
    site_name: `Site ${id}`,
    site_address: "1 rue de la Paix, Paris",
    site_latitude: null,
    site_longitude: null,
    geofence_radius: 150,
    shift_date: starts_at.slice(0, 10),
    start_time: starts_at.slice(11, 16),
    end_time: ends_at.slice(11, 16),
    starts_at,
    ends_at,
    post: null,
    status: "planned",
    colleagues: [],
    attendance: { state, clock_in_at: null, clock_out_at: null },
  } satisfies TMyShift;
}

describe("which shift a clock-in is for", () => {
  const morning = shift("a", "2026-11-29T08:00:00+01:00", "2026-11-29T16:00:00+01:00");
  const night = shift("b", "2026-11-29T20:00:00+01:00", "2026-11-30T06:00:00+01:00");

  it("the running shift, or the one starting within two hours", () => {
    expect(pickShift([night, morning], new Date("2026-11-29T07:00:00+01:00"))?.id).toBe("a");
    expect(pickShift([night, morning], new Date("2026-11-29T15:59:00+01:00"))?.id).toBe("a");
    expect(pickShift([night, morning], new Date("2026-11-29T18:30:00+01:00"))?.id).toBe("b");
  });

  it("none between shifts, or when the shift is finished: an unplanned clock-in", () => {
    expect(pickShift([night, morning], new Date("2026-11-29T17:00:00+01:00"))).toBeNull();
    const done = shift("c", "2026-11-29T08:00:00+01:00", "2026-11-29T16:00:00+01:00", "finished");
    expect(pickShift([done], new Date("2026-11-29T10:00:00+01:00"))).toBeNull();
  });

  it("lists each site once", () => {
    expect(knownSites([morning, night, { ...morning, id: "z" }])).toEqual([
      { id: "site-a", name: "Site a" },
      { id: "site-b", name: "Site b" },
    ]);
  });
});

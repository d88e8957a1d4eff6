import { describe, expect, it } from "vitest";
import { attendanceRefusal, detailOf } from "./result-detail.ts";

describe("reading a refused action's answer", () => {
  it("recognises the coded refusals of a clock-in, with their figures", () => {
    const body = { detail: "Hors du périmètre", code: "outside_geofence", distance_m: 2013, radius_m: 150 };
    expect(attendanceRefusal(body)).toEqual(body);
    expect(
      attendanceRefusal({ detail: "x", code: "post_orders_pending", post_order_version_ids: ["v"] })?.code,
    ).toBe("post_orders_pending");
  });

  it("treats any other answer as a plain refusal, and reads its sentence", () => {
    expect(attendanceRefusal({ detail: "Interdit" })).toBeNull();
    expect(attendanceRefusal({ code: "something_else" })).toBeNull();
    expect(attendanceRefusal(null)).toBeNull();
    expect(detailOf({ detail: "Interdit" })).toBe("Interdit");
    expect(detailOf({ detail: [{ loc: ["body", "site_id"], msg: "Site inconnu" }] })).toContain(
      "Site inconnu",
    );
    expect(detailOf(null)).not.toBe("");
  });
});

import { describe, expect, it } from "vitest";
import { mergeValidatedHours } from "./validated-hours.ts";

const h = (heures: number, heuresNuit = 0, heuresDimanche = 0) => ({
  heures,
  heuresNuit,
  heuresDimanche,
  heuresFerie: 0,
});

describe("payroll hours with validated timesheets", () => {
  it("keeps planned hours when nothing is validated", () => {
    const r = mergeValidatedHours({ planned: new Map([["2026-11-02", h(8)]]), validated: new Map() });
    expect(r).toMatchObject({ heures: 8, hours_source: "planned", days: ["2026-11-02"] });
  });

  it("pays validated days on their minutes, scaling the night share, and says mixed", () => {
    const r = mergeValidatedHours({
      planned: new Map([
        ["2026-11-02", h(10, 4)],
        ["2026-11-03", h(8)],
      ]),
      validated: new Map([["2026-11-02", 450]]),
    });
    expect(r).toMatchObject({ heures: 15.5, heuresNuit: 3, hours_source: "mixed" });
  });

  it("says validated when every day is, counts unplanned validated work, and pays a day validated at 0 nothing", () => {
    const r = mergeValidatedHours({
      planned: new Map([["2026-11-02", h(8, 0, 8)]]),
      validated: new Map([
        ["2026-11-02", 0],
        ["2026-11-04", 120],
      ]),
    });
    expect(r).toMatchObject({
      heures: 2,
      heuresDimanche: 0,
      hours_source: "validated",
      days: ["2026-11-04"],
    });
  });
});

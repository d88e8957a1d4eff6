import { EMPTY_PLANNING_PROFILE } from "@hts/domain";
import { describe, expect, it } from "vitest";
import { draftOf, profileOf } from "./profile-draft.ts";

describe("planning profile draft", () => {
  it("round-trips a profile and reads empty numbers as none", () => {
    const profile = {
      ...EMPTY_PLANNING_PROFILE,
      contract_hours_per_week: 35,
      fixed_days_off: [7, 1],
      min_consecutive_days_off: 2,
      max_hours_per_period: 150,
      max_shifts_per_post: [{ post: "Nuit", max: 4 }],
      preferences: [
        { kind: "avoid" as const, post: "Nuit", weekday: null, date: null, weight: 20 },
        { kind: "want" as const, post: "Jour", weekday: null, date: "2026-12-24", weight: 5 },
      ],
    };
    expect(profileOf(draftOf(profile))).toEqual({ ...profile, fixed_days_off: [1, 7] });
    const draft = { ...draftOf(EMPTY_PLANNING_PROFILE), contract: "24,5", maxNights: " " };
    expect(profileOf(draft)).toMatchObject({ contract_hours_per_week: 24.5, max_nights_per_week: null });
  });
});

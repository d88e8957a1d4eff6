import { describe, expect, it } from "vitest";
import { draftOf, emptyDraft, hoursLabel, inputOf } from "./post-draft.ts";

describe("post draft", () => {
  it("sends empty dates as no bound and trims the name", () => {
    const input = inputOf({ ...emptyDraft("s1"), name: "  Nuit ", valid_to: "" });
    expect(input).toMatchObject({ site_id: "s1", name: "Nuit", valid_from: null, valid_to: null });
  });

  it("turns a cleared number field (NaN) into 0 rather than sending null", () => {
    const input = inputOf({
      ...emptyDraft("s1"),
      required: { weekday: Number.NaN, saturday: 2.7, sunday: -1, holiday: 1 },
    });
    expect(input.required).toEqual({ weekday: 0, saturday: 2, sunday: 0, holiday: 1 });
  });

  it("round-trips a saved post", () => {
    const post = {
      id: "p",
      site_id: "s1",
      site_name: "Tour",
      name: "Jour",
      start_time: "07:00",
      end_time: "19:00",
      required: { weekday: 2, saturday: 1, sunday: 1, holiday: 0 },
      date_counts: [],
      qualifications: ["SSIAP 1"],
      valid_from: "2026-01-01",
      valid_to: null,
      missing_cost: 900,
      extra_cost: 10,
    };
    expect(inputOf(draftOf(post))).toMatchObject({
      valid_from: "2026-01-01",
      valid_to: null,
      missing_cost: 900,
    });
  });

  it("writes hours in the reader's language", () => {
    expect(hoursLabel(90, "fr")).toBe("1,5");
    expect(hoursLabel(720, "en")).toBe("12");
  });
});

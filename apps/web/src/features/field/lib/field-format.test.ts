import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { describePosition, formatAge, formatDistance } from "./field-format.ts";

// A t() that shows the key and its values, enough to check which text is chosen.
const t = ((key: string, values?: Record<string, unknown>) =>
  values ? `${key}${JSON.stringify(values)}` : key) as unknown as TFunction;
const position = { lat: 48.86, lng: 2.35, accuracy: 10, recorded_at: "", age_s: 0 };

describe("floor formats", () => {
  it("writes ages in seconds, minutes, then hours and minutes", () => {
    expect(formatAge(45, t)).toBe('field.age.seconds{"value":45}');
    expect(formatAge(125, t)).toBe('field.age.minutes{"value":2}');
    expect(formatAge(3 * 3600 + 5 * 60, t)).toBe('field.age.hours{"value":3,"minutes":"05"}');
  });

  it("writes metres under a kilometre, kilometres with one decimal above", () => {
    expect(formatDistance(340, "fr")).toBe("340 m");
    expect(formatDistance(2_440, "fr")).toBe("2,4 km");
    expect(formatDistance(2_440, "en")).toBe("2.4 km");
  });

  it("places a position on the site, away in a direction, or against a site without position", () => {
    expect(describePosition({ ...position, distance_m: 8, bearing_deg: null }, t, "fr")).toBe(
      "field.position.onSite",
    );
    expect(describePosition({ ...position, distance_m: null, bearing_deg: null }, t, "fr")).toBe(
      "field.position.noSite",
    );
    expect(describePosition({ ...position, distance_m: 340, bearing_deg: 44 }, t, "fr")).toBe(
      'field.position.away{"distance":"340 m","direction":"field.compass.NE"}',
    );
  });
});

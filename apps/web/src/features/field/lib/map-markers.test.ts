import type { TFieldFloor } from "@hts/domain";
import { describe, expect, it } from "vitest";
import { mapMarkers } from "./map-markers.ts";

const floor = (over: Partial<TFieldFloor>): TFieldFloor => ({
  generated_at: "2026-11-29T02:00:00.000Z",
  window_after_min: 10,
  map_tile_url: "https://tuiles.exemple/{z}/{x}/{y}.png",
  sites: [],
  on_duty: [],
  expected_missing: [],
  late: [],
  open_checks: [],
  positions: [],
  ...over,
});
const site = (id: string, latitude: number | null, longitude: number | null) => ({
  id,
  name: `Site ${id}`,
  latitude,
  longitude,
  geofence_radius: 150,
});

describe("the floor map's markers", () => {
  it("draws located sites only and frames sites and agents together", () => {
    const result = mapMarkers(
      floor({
        sites: [site("a", 48.85, 2.29), site("b", null, null)],
        positions: [
          {
            agent_id: "00000000-0000-4000-8000-000000000001",
            agent_name: "Lucas Petit",
            site_id: "a",
            site_name: "Site a",
            position: {
              lat: 48.9,
              lng: 2.2,
              accuracy: 12,
              recorded_at: "",
              age_s: 30,
              distance_m: 7000,
              bearing_deg: 300,
            },
          },
        ],
      }),
    );
    expect(result.sites.map((s) => s.id)).toEqual(["a"]);
    expect(result.agents).toEqual([
      expect.objectContaining({ name: "Lucas Petit", lat: 48.9, lng: 2.2, accuracy: 12 }),
    ]);
    expect(result.bounds).toEqual([
      [48.85, 2.2],
      [48.9, 2.29],
    ]);
  });

  it("has no frame when nothing has a position", () => {
    expect(mapMarkers(floor({ sites: [site("b", null, null)] })).bounds).toBeNull();
  });
});

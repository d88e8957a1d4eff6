import type { TCheckpoint, TTour } from "@hts/domain";
import { describe, expect, it } from "vitest";
import { checkpointOfCode, gpsCheck, remainingStops } from "./tour-walk.ts";

const A = "5a1c2e3f-4b5d-4e6f-8a7b-9c0d1e2f3a4b";
const B = "6a1c2e3f-4b5d-4e6f-8a7b-9c0d1e2f3a4b";
const COMPANY = "0b8f3c1e-8d0a-4a53-9d2b-2f7d9b4e1c11";
const base = {
  site_id: "s",
  location: "",
  latitude: null,
  longitude: null,
  radius_m: 20,
  task_kind: "none",
  task_question: null,
  nfc_serial: null,
} as const;
const checkpoints: TCheckpoint[] = [
  { ...base, id: A, name: "A", kind: "qr" },
  { ...base, id: B, name: "B", kind: "nfc", nfc_serial: "04:aa:bb" },
];
const tour = {
  id: "t",
  stops: [
    { checkpoint_id: A, window_min: null },
    { checkpoint_id: B, window_min: null },
  ],
} as TTour;

describe("walking a tour on the phone", () => {
  it("finds the checkpoint a label or a tag names, only in this tour", () => {
    const qr = `HTSCP1.${COMPANY}.${A}.${"x".repeat(43)}`;
    expect(checkpointOfCode({ code: qr, method: "qr", tour, checkpoints })?.name).toBe("A");
    expect(checkpointOfCode({ code: "04:AA:BB", method: "nfc", tour, checkpoints })?.name).toBe("B");
    expect(checkpointOfCode({ code: "autre chose", method: "qr", tour, checkpoints })).toBeNull();
    expect(
      checkpointOfCode({ code: qr, method: "qr", tour: { ...tour, stops: [] }, checkpoints }),
    ).toBeNull();
  });
  it("lists what is left from the phone's scans and the server's", () => {
    const walk = {
      run_id: "r",
      tour_id: "t",
      shift_id: "s",
      started_at: "",
      scanned: { [A]: "2026-11-29T02:00:00Z" },
    };
    expect(remainingStops({ tour, walk, data: undefined })).toEqual([B]);
  });
  it("judges a GPS point with the fix's accuracy", () => {
    const point = {
      ...base,
      id: "g",
      name: "G",
      kind: "gps" as const,
      latitude: 48.85837,
      longitude: 2.294481,
    };
    expect(gpsCheck(point, { lat: 48.85837 + 60 / 111_195, lng: 2.294481, accuracy: 45 }).inside).toBe(true);
    expect(gpsCheck(point, { lat: 48.85837 + 60 / 111_195, lng: 2.294481, accuracy: 5 }).inside).toBe(false);
  });
});

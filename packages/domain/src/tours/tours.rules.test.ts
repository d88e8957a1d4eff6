import { describe, expect, it } from "vitest";
import {
  formatCheckpointQr,
  outOfOrder,
  parseCheckpointQr,
  rapidScanFlags,
  scheduleOccurrences,
  tourProgress,
} from "./tours.rules.ts";

const COMPANY = "0b8f3c1e-8d0a-4a53-9d2b-2f7d9b4e1c11";
const CP = "5a1c2e3f-4b5d-4e6f-8a7b-9c0d1e2f3a4b";
const at = (iso: string) => new Date(iso);
const MIN = 60_000;

describe("checkpoint QR text", () => {
  it("round-trips and refuses anything else", () => {
    const text = formatCheckpointQr({ companyId: COMPANY, checkpointId: CP, signature: "a".repeat(43) });
    expect(parseCheckpointQr(text)).toEqual({
      companyId: COMPANY,
      checkpointId: CP,
      signature: "a".repeat(43),
    });
    expect(parseCheckpointQr(text.replace("HTSCP1", "HTSCP2"))).toBeNull();
    expect(parseCheckpointQr(`${text}.x`)).toBeNull();
    expect(parseCheckpointQr(`HTSCP1.${COMPANY}.not-a-uuid.${"a".repeat(43)}`)).toBeNull();
    expect(parseCheckpointQr(`HTSCP1.${COMPANY}.${CP}.short`)).toBeNull();
    expect(parseCheckpointQr("https://example.com")).toBeNull();
  });
});

describe("tour progress", () => {
  const startedAt = at("2026-11-29T02:00:00Z");
  const stops = [
    { checkpointId: "a", windowMin: 10 },
    { checkpointId: "b", windowMin: 20 },
    { checkpointId: "c", windowMin: null },
  ];
  it("judges each stop by the device time of its first scan", () => {
    const progress = tourProgress({
      stops,
      startedAt,
      expectedMin: 45,
      scans: [
        { checkpointId: "a", at: new Date(startedAt.getTime() + 12 * MIN) },
        { checkpointId: "a", at: new Date(startedAt.getTime() + 5 * MIN) },
        { checkpointId: "b", at: new Date(startedAt.getTime() + 25 * MIN) },
      ],
      now: new Date(startedAt.getTime() + 30 * MIN),
    });
    expect(progress.map((p) => p.status)).toEqual(["scanned", "late", "pending"]);
    expect(progress[0]?.scannedAt?.getTime()).toBe(startedAt.getTime() + 5 * MIN);
  });
  it("marks a stop missed once its window passed unscanned, the tour's duration without a window", () => {
    const at40 = tourProgress({
      stops,
      startedAt,
      expectedMin: 45,
      scans: [],
      now: new Date(startedAt.getTime() + 40 * MIN),
    });
    expect(at40.map((p) => p.status)).toEqual(["missed", "missed", "pending"]);
    const at46 = tourProgress({
      stops,
      startedAt,
      expectedMin: 45,
      scans: [],
      now: new Date(startedAt.getTime() + 46 * MIN),
    });
    expect(at46[2]?.status).toBe("missed");
  });
  it("flags an ordered tour's stop scanned before an earlier one, never a free tour's", () => {
    const input = { stops, scannedIds: new Set(["a"]), checkpointId: "c" };
    expect(outOfOrder({ ...input, ordered: true })).toBe(true);
    expect(outOfOrder({ ...input, ordered: false })).toBe(false);
    expect(outOfOrder({ ...input, scannedIds: new Set(["a", "b"]), ordered: true })).toBe(false);
  });
});

describe("rapid scans", () => {
  const base = { lat: 48.85837, lng: 2.294481, accuracy: 5 };
  const north = (m: number) => ({ ...base, lat: base.lat + m / 111_195 });
  const t0 = at("2026-11-29T02:00:00Z");
  it("flags two labels further apart than a walk in the time between", () => {
    const previous = { checkpointId: "a", at: t0, position: base };
    const fast = { checkpointId: "b", at: new Date(t0.getTime() + 20_000), position: north(300) };
    const walked = { checkpointId: "b", at: new Date(t0.getTime() + 240_000), position: north(300) };
    expect(rapidScanFlags({ previous, current: fast })).toEqual(["too_fast"]);
    expect(rapidScanFlags({ previous, current: walked })).toEqual([]);
  });
  it("gives the positions' accuracy to the agent and says nothing without positions", () => {
    const previous = { checkpointId: "a", at: t0, position: { ...base, accuracy: 40 } };
    const current = {
      checkpointId: "b",
      at: new Date(t0.getTime() + 10_000),
      position: { ...north(100), accuracy: 40 },
    };
    expect(rapidScanFlags({ previous, current })).toEqual([]);
    expect(rapidScanFlags({ previous: { ...previous, position: null }, current })).toEqual([]);
  });
  it("flags the same label scanned again within 5 minutes", () => {
    const previous = { checkpointId: "a", at: t0, position: null };
    expect(
      rapidScanFlags({ previous, current: { ...previous, at: new Date(t0.getTime() + 60_000) } }),
    ).toEqual(["repeated"]);
    expect(
      rapidScanFlags({ previous, current: { ...previous, at: new Date(t0.getTime() + 6 * MIN) } }),
    ).toEqual([]);
    expect(rapidScanFlags({ previous: null, current: previous })).toEqual([]);
  });
});

describe("schedule occurrences", () => {
  const startsAt = at("2026-11-28T19:00:00Z"); // 20:00 in Paris
  const endsAt = at("2026-11-29T07:00:00Z"); // 08:00 in Paris
  it("every N hours from the shift's start", () => {
    const list = scheduleOccurrences({ schedule: { mode: "interval", every_hours: 4 }, startsAt, endsAt });
    expect(list.map((d) => d.toISOString())).toEqual([
      "2026-11-28T19:00:00.000Z",
      "2026-11-28T23:00:00.000Z",
      "2026-11-29T03:00:00.000Z",
    ]);
  });
  it("fixed Paris times inside the shift, across midnight", () => {
    const list = scheduleOccurrences({
      schedule: { mode: "fixed", times: ["02:00", "22:00", "12:00"] },
      startsAt,
      endsAt,
    });
    expect(list.map((d) => d.toISOString())).toEqual([
      "2026-11-28T21:00:00.000Z",
      "2026-11-29T01:00:00.000Z",
    ]);
  });
  it("none without a schedule", () => {
    expect(scheduleOccurrences({ schedule: { mode: "none" }, startsAt, endsAt })).toEqual([]);
  });
});

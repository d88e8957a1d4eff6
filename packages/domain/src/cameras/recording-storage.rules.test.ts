import { describe, expect, it } from "vitest";
import { gigabytes, segmentsOverCompanyQuota, spaceIsLow } from "./recording-storage.rules.ts";

describe("spaceIsLow", () => {
  it("is low under the threshold, and stays low until 10 % above it", () => {
    expect(spaceIsLow({ freeBytes: 99, minFreeBytes: 100, wasLow: false })).toBe(true);
    expect(spaceIsLow({ freeBytes: 105, minFreeBytes: 100, wasLow: false })).toBe(false);
    expect(spaceIsLow({ freeBytes: 105, minFreeBytes: 100, wasLow: true })).toBe(true);
    expect(spaceIsLow({ freeBytes: 111, minFreeBytes: 100, wasLow: true })).toBe(false);
  });
  it("is never low with no threshold", () => {
    expect(spaceIsLow({ freeBytes: 0, minFreeBytes: 0, wasLow: true })).toBe(false);
  });
});

describe("segmentsOverCompanyQuota", () => {
  // Two cameras interleaved: the oldest of either goes first.
  const segments = [
    { camera: "b", start: 300, end: 310, bytes: 100 },
    { camera: "a", start: 100, end: 110, bytes: 100 },
    { camera: "a", start: 400, end: 410, bytes: 100 },
    { camera: "b", start: 200, end: 210, bytes: 100 },
  ];
  it("removes the oldest of all cameras until the total fits", () => {
    expect(segmentsOverCompanyQuota({ segments, quotaBytes: 250 }).map((s) => s.start)).toEqual([100, 200]);
    expect(segmentsOverCompanyQuota({ segments, quotaBytes: 400 })).toEqual([]);
  });
  it("removes nothing without a quota", () => {
    expect(segmentsOverCompanyQuota({ segments, quotaBytes: null })).toEqual([]);
  });
});

it("words bytes as gigabytes with one decimal", () => {
  expect(gigabytes(1.25 * 1024 ** 3)).toBe(1.3);
  expect(gigabytes(0)).toBe(0);
});

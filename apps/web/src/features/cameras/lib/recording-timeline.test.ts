import { describe, expect, it } from "vitest";
import { placeOn, recordedRuns, spanAt, toSpans } from "./recording-timeline.ts";

const segment = (start: number, end: number) => ({
  startedAt: new Date(start).toISOString(),
  endedAt: new Date(end).toISOString(),
  bytes: 1,
  url: `/api/x/${start}`,
});

describe("recording timeline", () => {
  const spans = toSpans([segment(20_000, 30_000), segment(0, 10_000)]);
  it("plays from inside a segment, or from the next one across a gap", () => {
    expect(spanAt(spans, 5_000)).toEqual({ index: 0, offsetMs: 5_000 });
    expect(spanAt(spans, 15_000)).toEqual({ index: 1, offsetMs: 0 });
    expect(spanAt(spans, 31_000)).toBeNull();
  });
  it("places spans in percent of the window", () => {
    expect(placeOn({ span: { start: 0, end: 25 }, from: 0, to: 100 })).toEqual({ left: 0, width: 25 });
    expect(placeOn({ span: { start: -50, end: 10 }, from: 0, to: 100 })).toEqual({ left: 0, width: 10 });
  });
  it("draws following segments as one recorded run, a gap as two", () => {
    const day = toSpans([segment(0, 10_000), segment(10_500, 20_000), segment(60_000, 70_000)]);
    expect(recordedRuns(day)).toEqual([
      { start: 0, end: 20_000 },
      { start: 60_000, end: 70_000 },
    ]);
    expect(recordedRuns([])).toEqual([]);
  });
});

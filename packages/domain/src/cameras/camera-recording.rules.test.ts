import { describe, expect, it } from "vitest";
import {
  eventActive,
  expiredBufferSegments,
  isRecordingStalled,
  recorderBackoff,
  recordingWanted,
  segmentsOverRetention,
} from "./camera-recording.rules.ts";

describe("recordingWanted", () => {
  const now = 1_000_000;
  it("follows the mode, the manual window and the events", () => {
    expect(recordingWanted({ mode: "off", recordUntil: null, eventActive: true, now })).toBe("off");
    expect(recordingWanted({ mode: "continuous", recordUntil: null, eventActive: false, now })).toBe(
      "record",
    );
    expect(recordingWanted({ mode: "events", recordUntil: null, eventActive: false, now })).toBe("buffer");
    expect(recordingWanted({ mode: "events", recordUntil: null, eventActive: true, now })).toBe("record");
    expect(recordingWanted({ mode: "off", recordUntil: now + 1, eventActive: false, now })).toBe("record");
    expect(recordingWanted({ mode: "off", recordUntil: now, eventActive: false, now })).toBe("off");
  });
});

describe("event buffer", () => {
  it("an alarm records while active and for the post-event time after", () => {
    expect(eventActive({ alarms: [{ resolvedAt: null }], postMs: 10, now: 100 })).toBe(true);
    expect(eventActive({ alarms: [{ resolvedAt: 95 }], postMs: 10, now: 100 })).toBe(true);
    expect(eventActive({ alarms: [{ resolvedAt: 80 }], postMs: 10, now: 100 })).toBe(false);
    expect(eventActive({ alarms: [], postMs: 10, now: 100 })).toBe(false);
  });
  it("drops only buffered segments older than the pre-event time", () => {
    const segments = [
      { start: 0, end: 10 },
      { start: 10, end: 20 },
      { start: 20, end: 30 },
    ];
    expect(expiredBufferSegments({ segments, preMs: 15, now: 40 })).toEqual([segments[0], segments[1]]);
  });
});

describe("isRecordingStalled", () => {
  it("counts from the last segment, or the start before the first", () => {
    expect(isRecordingStalled({ lastSegmentAt: null, runningSince: 0, silenceMs: 30, now: 20 })).toBe(false);
    expect(isRecordingStalled({ lastSegmentAt: null, runningSince: 0, silenceMs: 30, now: 31 })).toBe(true);
    expect(isRecordingStalled({ lastSegmentAt: 25, runningSince: 0, silenceMs: 30, now: 50 })).toBe(false);
    expect(isRecordingStalled({ lastSegmentAt: 5, runningSince: 40, silenceMs: 30, now: 60 })).toBe(false);
  });
});

describe("recorderBackoff", () => {
  it("doubles up to the maximum", () => {
    const delays = [1, 2, 3, 4, 5, 9].map((failures) =>
      recorderBackoff({ failures, baseMs: 1000, maxMs: 10_000 }),
    );
    expect(delays).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000]);
  });
});

describe("segmentsOverRetention", () => {
  const day = 86_400_000;
  const now = 10 * day;
  const segments = [
    { start: 1 * day, end: 1 * day + 10, bytes: 100 },
    { start: 8 * day, end: 8 * day + 10, bytes: 100 },
    { start: 9 * day, end: 9 * day + 10, bytes: 100 },
    { start: 10 * day - 20, end: 10 * day - 10, bytes: 100 },
  ];
  it("removes what is older than the retention, oldest first", () => {
    expect(segmentsOverRetention({ segments, retentionDays: 5, quotaBytes: null, now })).toEqual([
      segments[0],
    ]);
  });
  it("then removes the oldest until the quota holds", () => {
    expect(
      segmentsOverRetention({ segments: [...segments].reverse(), retentionDays: null, quotaBytes: 250, now }),
    ).toEqual([segments[0], segments[1]]);
  });
  it("keeps everything without limits", () => {
    expect(segmentsOverRetention({ segments, retentionDays: null, quotaBytes: null, now })).toEqual([]);
  });
});

import type { TRecordingSegment } from "@hts/domain";

/** A segment as epoch milliseconds. */
export type Span = { segment: TRecordingSegment; start: number; end: number };

export const toSpans = (segments: TRecordingSegment[]): Span[] =>
  segments
    .map((segment) => ({ segment, start: Date.parse(segment.startedAt), end: Date.parse(segment.endedAt) }))
    .sort((a, b) => a.start - b.start);

/** Where to play `at` from: the segment holding it, else the next one (a gap skips ahead). */
export function spanAt(spans: Span[], at: number): { index: number; offsetMs: number } | null {
  const index = spans.findIndex((s) => s.end > at);
  if (index < 0) return null;
  const span = spans[index] as Span;
  return { index, offsetMs: Math.max(0, at - span.start) };
}

/**
 * The recorded stretches to draw: segments that follow one another (gap under `gapMs`) as one block. A day
 * of 10 s segments is 8,640 of them; drawn one element each, the timeline took longer to render than the
 * first frame took to show.
 */
export function recordedRuns(spans: Span[], gapMs = 2_000): { start: number; end: number }[] {
  const runs: { start: number; end: number }[] = [];
  for (const { start, end } of spans) {
    const last = runs.at(-1);
    if (last && start - last.end <= gapMs) last.end = Math.max(last.end, end);
    else runs.push({ start, end });
  }
  return runs;
}

/** Left and width of a span on a timeline from `from` to `to`, in percent. */
export function placeOn({
  span,
  from,
  to,
}: {
  span: { start: number; end: number };
  from: number;
  to: number;
}) {
  const total = Math.max(1, to - from);
  const left = Math.max(0, ((span.start - from) / total) * 100);
  const right = Math.min(100, ((span.end - from) / total) * 100);
  return { left, width: Math.max(0.2, right - left) };
}

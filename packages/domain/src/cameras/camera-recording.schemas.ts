import { z } from "zod";

/** Issue 30: what a camera records. 'events': a rolling buffer, kept around alarms of its site. */
export const RECORDING_MODES = ["off", "continuous", "events"] as const;
export const ZRecordingMode = z.enum(RECORDING_MODES);
export type TRecordingMode = z.infer<typeof ZRecordingMode>;

/**
 * What the recorder of a camera is doing, written by the leader's supervisor: 'recording' (segments
 * kept), 'buffering' (events mode waiting for an event: only the pre-event buffer is kept), 'stalled'
 * (it should write and has not for too long), 'off'.
 */
export const RECORDING_STATES = ["off", "recording", "buffering", "stalled"] as const;
export const ZRecordingState = z.enum(RECORDING_STATES);
export type TRecordingState = z.infer<typeof ZRecordingState>;

/** 'Enregistrer maintenant': record for N minutes whatever the mode. */
export const ZRecordNow = z.object({ minutes: z.number().int().min(1).max(240) }).strict();
export type TRecordNow = z.infer<typeof ZRecordNow>;

/** One recorded segment of a camera: a standalone fragmented MP4 file. */
export const ZRecordingSegment = z.object({
  startedAt: z.string(),
  endedAt: z.string(),
  bytes: z.number().int(),
  /** GET it with the session to receive the MP4. */
  url: z.string(),
});
export type TRecordingSegment = z.infer<typeof ZRecordingSegment>;

export const ZRecordingQuery = z.object({
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});

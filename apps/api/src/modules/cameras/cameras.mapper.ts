import type { TCamera, TCameraStatus, TRecordingMode, TRecordingState, TStreamFailure } from "@hts/domain";
import type { cameras } from "../../db/schema.ts";

const STATUS_LABEL: Record<string, TCameraStatus> = { online: "En ligne", offline: "Hors ligne" };
/** The spec's French label of a stored camera status. */
export const statusLabel = (code: string): TCameraStatus => STATUS_LABEL[code] ?? "Hors ligne";
export const statusCode = (label: TCameraStatus) => (label === "En ligne" ? "online" : "offline");

export function toApiCamera({
  row,
  siteName,
}: {
  row: typeof cameras.$inferSelect;
  siteName: string;
}): TCamera {
  return {
    id: row.id,
    siteId: row.siteId,
    siteName,
    name: row.name,
    location: row.location,
    type: row.type as TCamera["type"],
    resolution: row.resolution as TCamera["resolution"],
    ipAddress: row.ipAddress,
    rtspUrl: row.rtspUrl,
    nightVision: row.nightVision,
    motionDetection: row.motionDetection,
    recording: row.recording,
    recordingMode: row.recordingMode as TRecordingMode,
    recordingState: row.recordingState as TRecordingState,
    lastSegmentAt: row.lastSegmentAt ? row.lastSegmentAt.toISOString() : null,
    recordUntil:
      row.recordUntil && row.recordUntil.getTime() > Date.now() ? row.recordUntil.toISOString() : null,
    status: statusLabel(row.status),
    lastPing: row.lastPing ? row.lastPing.toISOString() : null,
    statusReason: row.status === "online" ? null : ((row.statusReason as TStreamFailure | null) ?? null),
    createdAt: row.createdAt.toISOString(),
  };
}

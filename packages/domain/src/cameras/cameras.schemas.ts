import { z } from "zod";
import { zSearch, zText } from "../common/common.schemas.ts";
import { MSG, MSG_OPS } from "../common/messages.ts";
import { ZRecordingMode, ZRecordingState } from "./camera-recording.schemas.ts";
import { ZStreamFailure } from "./camera-stream.schemas.ts";
import { isCameraUrl } from "./cameras.rules.ts";

export const CAMERA_TYPES = ["fixed", "ptz"] as const;
export const ZCameraType = z.enum(CAMERA_TYPES);
export const CAMERA_TYPE_LABELS: Record<z.infer<typeof ZCameraType>, string> = {
  fixed: "Fixe",
  ptz: "PTZ Motorisée",
};

export const CAMERA_RESOLUTIONS = ["720p", "1080p", "4K"] as const;
export const ZCameraResolution = z.enum(CAMERA_RESOLUTIONS);

/** Measured by the server's camera monitor, never typed in. */
export const CAMERA_STATUSES = ["En ligne", "Hors ligne"] as const;
export const ZCameraStatus = z.enum(CAMERA_STATUSES);
export type TCameraStatus = z.infer<typeof ZCameraStatus>;

const isIp = (value: string) => z.ipv4().safeParse(value).success || z.ipv6().safeParse(value).success;

/** Optional text checked by `valid`; "" and null (an empty form field) mean none. */
const optionalChecked = (valid: (value: string) => boolean, message: string) =>
  z
    .string()
    .trim()
    .max(500)
    .refine((value) => value === "" || valid(value), { error: message })
    .nullish()
    .transform((value) => (value ? value : null));

const zIp = optionalChecked(isIp, MSG_OPS.ipInvalid);
const zCameraUrl = optionalChecked(isCameraUrl, MSG_OPS.cameraUrlInvalid);

const fields = {
  siteId: z.uuid({ error: MSG.required }),
  name: zText(120),
  location: zText(200),
  type: ZCameraType,
  resolution: ZCameraResolution,
  ipAddress: zIp,
  rtspUrl: zCameraUrl,
  nightVision: z.boolean(),
  motionDetection: z.boolean(),
  recording: z.boolean(),
};

/** Camera form (spec part 1, section 5): site, name and location required; the rest has defaults. */
export const ZCameraCreate = z
  .object({
    ...fields,
    type: fields.type.default("fixed"),
    resolution: fields.resolution.default("1080p"),
    nightVision: fields.nightVision.default(false),
    motionDetection: fields.motionDetection.default(false),
    recording: fields.recording.default(false),
  })
  .strict();
export type TCameraCreate = z.infer<typeof ZCameraCreate>;

export const ZCameraPatch = z
  .object({
    siteId: fields.siteId.optional(),
    name: fields.name.optional(),
    location: fields.location.optional(),
    type: fields.type.optional(),
    resolution: fields.resolution.optional(),
    ipAddress: fields.ipAddress.optional(),
    rtspUrl: fields.rtspUrl.optional(),
    nightVision: fields.nightVision.optional(),
    motionDetection: fields.motionDetection.optional(),
    recording: fields.recording.optional(),
    /** Issue 30: off, continuous or on events; `recording` follows it (true unless 'off'). */
    recordingMode: ZRecordingMode.optional(),
  })
  .strict();
export type TCameraPatch = z.infer<typeof ZCameraPatch>;

export const ZCamerasQuery = z.object({
  q: zSearch(),
  siteId: z.uuid().optional(),
  status: ZCameraStatus.optional(),
});

export const ZCamera = z.object({
  id: z.string(),
  siteId: z.string(),
  siteName: z.string(),
  name: z.string(),
  location: z.string(),
  type: ZCameraType,
  resolution: ZCameraResolution,
  ipAddress: z.string().nullable(),
  /** Shown with its password and secret parameters masked: the full URL never leaves the server. */
  rtspUrl: z.string().nullable(),
  nightVision: z.boolean(),
  motionDetection: z.boolean(),
  recording: z.boolean(),
  recordingMode: ZRecordingMode,
  /** What the recorder does now (issue 30), measured by the server. */
  recordingState: ZRecordingState,
  /** End of the last segment written, ISO 8601; null before the first. */
  lastSegmentAt: z.string().nullable(),
  /** 'Enregistrer maintenant' runs until then; null when not asked. */
  recordUntil: z.string().nullable(),
  status: ZCameraStatus,
  /** Last successful probe, ISO 8601; null when the camera never answered. */
  lastPing: z.string().nullable(),
  /** Why the monitor sees the camera offline (issue 14); null while online or never probed. */
  statusReason: ZStreamFailure.nullable(),
  createdAt: z.string(),
});
export type TCamera = z.infer<typeof ZCamera>;

import { z } from "zod";
import { zText } from "../common/common.schemas.ts";
import { MSG, MSG_OPS } from "../common/messages.ts";
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

const zIp = z
  .string()
  .trim()
  .pipe(z.union([z.ipv4(), z.ipv6()], { error: MSG_OPS.ipInvalid }));

const zCameraUrl = z.string().trim().max(500).refine(isCameraUrl, { error: MSG_OPS.cameraUrlInvalid });

/** Empty strings from a form mean "none". */
const optional = <T extends z.ZodType<string | null>>(inner: T) =>
  z
    .union([z.literal(""), z.null(), inner])
    .optional()
    .transform((value) => (value ? (value as string) : null));

const fields = {
  siteId: z.uuid({ error: MSG.required }),
  name: zText(120),
  location: zText(200),
  type: ZCameraType,
  resolution: ZCameraResolution,
  ipAddress: optional(zIp),
  rtspUrl: optional(zCameraUrl),
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
    ipAddress: fields.ipAddress,
    rtspUrl: fields.rtspUrl,
    nightVision: fields.nightVision.optional(),
    motionDetection: fields.motionDetection.optional(),
    recording: fields.recording.optional(),
  })
  .strict();
export type TCameraPatch = z.infer<typeof ZCameraPatch>;

export const ZCamerasQuery = z.object({
  q: z.string().trim().max(200).optional(),
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
  rtspUrl: z.string().nullable(),
  nightVision: z.boolean(),
  motionDetection: z.boolean(),
  recording: z.boolean(),
  status: ZCameraStatus,
  /** Last successful probe, ISO 8601; null when the camera never answered. */
  lastPing: z.string().nullable(),
  createdAt: z.string(),
});
export type TCamera = z.infer<typeof ZCamera>;

import { z } from "zod";
import { zInstant, zString } from "../common/common.schemas.ts";
import { LONE_WORKER_BOUNDS, LONE_WORKER_CHECK_STATUSES, LONE_WORKER_DEFAULTS } from "./lone-worker.rules.ts";

/** A phone's fix: WGS 84 degrees and its accuracy in metres. */
export const ZPhonePosition = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  accuracy: z.number().min(0).max(100_000).nullish(),
});
export type TPhonePosition = z.infer<typeof ZPhonePosition>;

const zPost = zString()
  .trim()
  .max(80)
  .nullish()
  .transform((v) => (v ? v : null));

export const ZLoneWorkerPolicyInput = z.object({
  site_id: z.uuid(),
  post: zPost,
  interval_min: z
    .number()
    .int()
    .min(LONE_WORKER_BOUNDS.intervalMin[0])
    .max(LONE_WORKER_BOUNDS.intervalMin[1])
    .default(LONE_WORKER_DEFAULTS.intervalMin),
  grace_min: z
    .number()
    .int()
    .min(LONE_WORKER_BOUNDS.graceMin[0])
    .max(LONE_WORKER_BOUNDS.graceMin[1])
    .default(LONE_WORKER_DEFAULTS.graceMin),
  enabled: z.boolean().default(true),
});
export type TLoneWorkerPolicyInput = z.infer<typeof ZLoneWorkerPolicyInput>;

export const ZLoneWorkerPolicy = z.object({
  id: z.string(),
  site_id: z.string(),
  post: z.string().nullable(),
  interval_min: z.number(),
  grace_min: z.number(),
  enabled: z.boolean(),
  updated_at: z.string(),
});
export type TLoneWorkerPolicy = z.infer<typeof ZLoneWorkerPolicy>;

export const ZLoneWorkerPolicyQuery = z.object({ site_id: z.uuid().optional() });

export const ZMyLoneWorker = z.object({
  enabled: z.boolean(),
  next_due_at: z.string().nullable(),
  open_check: z.object({ id: z.string(), due_at: z.string(), deadline_at: z.string() }).nullable(),
});
export type TMyLoneWorker = z.infer<typeof ZMyLoneWorker>;

export const ZLoneWorkerAnswer = z.object({
  client_id: z.uuid(),
  check_id: z.uuid(),
  occurred_at: zInstant(),
  position: ZPhonePosition.nullish(),
});
export type TLoneWorkerAnswer = z.infer<typeof ZLoneWorkerAnswer>;

export const ZLoneWorkerAnswerResult = z.object({
  check_id: z.string(),
  status: z.enum(LONE_WORKER_CHECK_STATUSES),
  answered_at: z.string().nullable(),
  /** Answered after the deadline: recorded, the alarm stays. */
  late: z.boolean(),
  replayed: z.boolean(),
});
export type TLoneWorkerAnswerResult = z.infer<typeof ZLoneWorkerAnswerResult>;

export const ZSosInput = z.object({
  client_id: z.uuid(),
  occurred_at: zInstant(),
  position: ZPhonePosition.nullish(),
});
export type TSosInput = z.infer<typeof ZSosInput>;

export const ZSosResult = z.object({
  id: z.string(),
  client_id: z.string(),
  alarm_id: z.string().nullable(),
  occurred_at: z.string(),
  received_at: z.string(),
  replayed: z.boolean(),
});
export type TSosResult = z.infer<typeof ZSosResult>;

export const ZPositionUpdate = z.object({ occurred_at: zInstant(), position: ZPhonePosition });
export type TPositionUpdate = z.infer<typeof ZPositionUpdate>;

export const ZPositionUpdateResult = z.object({
  /** False when dropped: sent too soon after the last one, or older than the one stored. */
  accepted: z.boolean(),
  recorded_at: z.string(),
});

import { z } from "zod";

// The agent app's view of the issue 22 contract (COMMON brief, slices A, B, C). The routes are built in
// other branches: these schemas are replaced by the domain's ones at merge. The app imports their types
// only (as every feature does with @hts/domain): zod stays out of the agent screens' scripts.

export const ZPosition = z.object({ lat: z.number(), lng: z.number(), accuracy: z.number() });
export type TPosition = z.infer<typeof ZPosition>;

export const ZAttendanceState = z.enum(["not_started", "on_duty", "on_break", "finished"]);
export type TAttendanceState = z.infer<typeof ZAttendanceState>;

export const ZMyShift = z.object({
  id: z.string(),
  site_id: z.string(),
  site_name: z.string(),
  site_address: z.string().nullable(),
  site_latitude: z.number().nullable(),
  site_longitude: z.number().nullable(),
  geofence_radius: z.number().nullable(),
  shift_date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  post: z.string().nullable(),
  status: z.string(),
  colleagues: z.array(z.object({ agent_id: z.string(), name: z.string() })),
  attendance: z.object({
    state: ZAttendanceState,
    clock_in_at: z.string().nullable(),
    clock_out_at: z.string().nullable(),
  }),
});
export type TMyShift = z.infer<typeof ZMyShift>;

export const ZMyAttendance = z.object({
  state: ZAttendanceState,
  shift_id: z.string().nullable(),
  site_id: z.string().nullable(),
  since: z.string().nullable(),
  open_break_since: z.string().nullable(),
});
export type TMyAttendance = z.infer<typeof ZMyAttendance>;

export const ZAttendanceKind = z.enum(["clock_in", "clock_out", "break_start", "break_end"]);
export type TAttendanceKind = z.infer<typeof ZAttendanceKind>;

export const ZAttendanceEventBody = z.object({
  client_id: z.uuid(),
  kind: ZAttendanceKind,
  shift_id: z.uuid().nullable().optional(),
  site_id: z.uuid().optional(),
  occurred_at: z.string(),
  position: ZPosition.optional(),
  exception_reason: z.string().min(1).max(500).optional(),
});
export type TAttendanceEventBody = z.infer<typeof ZAttendanceEventBody>;

/** A 409 of a clock-in, alone or inside a sync result. */
export const ZAttendanceRefusal = z.object({
  detail: z.string(),
  code: z.enum(["outside_geofence", "outside_window", "post_orders_pending", "invalid_state"]),
  distance_m: z.number().optional(),
  radius_m: z.number().optional(),
  post_order_version_ids: z.array(z.string()).optional(),
});
export type TAttendanceRefusal = z.infer<typeof ZAttendanceRefusal>;

export const ZSyncResponse = z.object({
  results: z.array(z.object({ client_id: z.string(), status: z.number(), body: z.unknown() })),
});
export type TSyncResponse = z.infer<typeof ZSyncResponse>;

export const ZMyPostOrder = z.object({
  post_order_id: z.string(),
  version_id: z.string(),
  version: z.number(),
  site_id: z.string(),
  site_name: z.string(),
  post: z.string().nullable(),
  title: z.string(),
  body: z.string(),
  attachments: z.array(
    z.object({ id: z.string(), file_name: z.string(), content_type: z.string(), size: z.number() }),
  ),
  published_at: z.string(),
  acknowledged_at: z.string().nullable(),
});
export type TMyPostOrder = z.infer<typeof ZMyPostOrder>;

export const ZLoneWorkerStatus = z.object({
  enabled: z.boolean(),
  next_due_at: z.string().nullable(),
  open_check: z.object({ id: z.string(), due_at: z.string(), deadline_at: z.string() }).nullable(),
});
export type TLoneWorkerStatus = z.infer<typeof ZLoneWorkerStatus>;

export const ZFieldSettings = z.object({
  geofence_policy: z.enum(["refuse", "exception"]),
  control_room_phone: z.string().nullable(),
});
export type TFieldSettings = z.infer<typeof ZFieldSettings>;

export const ZPushPublicKey = z.object({ public_key: z.string() });

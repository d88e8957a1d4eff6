import { z } from "zod";

// The agent's clock actions (issue 22, slice "attendance"): snake_case JSON like planning. Times are
// ISO 8601 with offset; positions are WGS 84 with their accuracy in metres.

export const GEOFENCE_POLICIES = ["refuse", "exception"] as const;
export const ROUNDING_MODES = ["nearest", "in_favour_of_agent", "none"] as const;

/** The company's field settings, block `field` of `companies.settings`. */
export const ZFieldSettings = z.object({
  geofence_policy: z.enum(GEOFENCE_POLICIES).default("refuse"),
  window_before_min: z.number().int().min(0).max(240).default(15),
  window_after_min: z.number().int().min(0).max(240).default(10),
  missed_clock_in_after_min: z.number().int().min(1).max(240).default(15),
  rounding_min: z.number().int().min(1).max(60).default(15),
  rounding_mode: z.enum(ROUNDING_MODES).default("nearest"),
  control_room_phone: z
    .string()
    .trim()
    .max(30)
    .regex(/^\+?[0-9 .()-]{3,30}$/)
    .nullable()
    .default(null),
  lone_worker_interval_min: z.number().int().min(5).max(480).default(60),
  lone_worker_grace_min: z.number().int().min(1).max(60).default(10),
});
export type TFieldSettings = z.infer<typeof ZFieldSettings>;

export const DEFAULT_FIELD_SETTINGS: TFieldSettings = ZFieldSettings.parse({});

/** The stored block, or the defaults for whatever is missing or unreadable. */
export function fieldSettingsOf(settings: unknown): TFieldSettings {
  const parsed = ZFieldSettings.safeParse((settings as Record<string, unknown> | null)?.field ?? {});
  return parsed.success ? parsed.data : DEFAULT_FIELD_SETTINGS;
}

export const ZPosition = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  accuracy: z.number().min(0).max(100_000),
});

export const ATTENDANCE_KINDS = ["clock_in", "clock_out", "break_start", "break_end"] as const;
export const ATTENDANCE_STATES = ["not_started", "on_duty", "on_break", "finished"] as const;
export const REVIEW_STATUSES = ["pending", "approved", "rejected"] as const;

export const ZAttendanceEventInput = z.object({
  client_id: z.uuid(),
  kind: z.enum(ATTENDANCE_KINDS),
  shift_id: z.uuid().nullable().optional(),
  site_id: z.uuid().optional(),
  occurred_at: z.iso.datetime({ offset: true }),
  position: ZPosition.optional(),
  exception_reason: z.string().trim().min(3).max(500).optional(),
});
export type TAttendanceEventInput = z.infer<typeof ZAttendanceEventInput>;

export const ZAttendanceEvent = z.object({
  id: z.string(),
  client_id: z.string(),
  kind: z.enum(ATTENDANCE_KINDS),
  shift_id: z.string().nullable(),
  site_id: z.string(),
  occurred_at: z.string(),
  received_at: z.string(),
  flags: z.array(z.string()),
  review_status: z.enum(REVIEW_STATUSES).nullable(),
  distance_m: z.number().nullable(),
  replayed: z.boolean(),
});
export type TAttendanceEvent = z.infer<typeof ZAttendanceEvent>;

export const REFUSAL_CODES = [
  "outside_geofence",
  "outside_window",
  "post_orders_pending",
  "invalid_state",
] as const;
export type TRefusalCode = (typeof REFUSAL_CODES)[number];

/** A 409 of a clock action: the sentence, its code and what the phone needs to react. */
export const ZAttendanceRefusal = z.object({
  detail: z.string(),
  code: z.enum(REFUSAL_CODES),
  distance_m: z.number().nullable().optional(),
  radius_m: z.number().optional(),
  post_order_version_ids: z.array(z.string()).optional(),
});
export type TAttendanceRefusal = z.infer<typeof ZAttendanceRefusal>;

/**
 * The offline queue in one request, in the order the actions were done. Each item is checked on its
 * own (a 422 for one does not block the others), so the list itself only holds objects.
 */
export const ZAttendanceSync = z.object({
  events: z.array(z.record(z.string(), z.unknown())).min(1).max(200),
});
export const ZAttendanceSyncResult = z.object({
  results: z.array(
    z.object({
      client_id: z.string(),
      status: z.union([z.literal(200), z.literal(201), z.literal(404), z.literal(409), z.literal(422)]),
      body: z.record(z.string(), z.unknown()),
    }),
  ),
});
export type TAttendanceSyncResult = z.infer<typeof ZAttendanceSyncResult>;

export const ZShiftAttendance = z.object({
  state: z.enum(ATTENDANCE_STATES),
  clock_in_at: z.string().nullable(),
  clock_out_at: z.string().nullable(),
});

export const ZMyShift = z.object({
  id: z.string(),
  site_id: z.string(),
  site_name: z.string(),
  site_address: z.string(),
  site_latitude: z.number().nullable(),
  site_longitude: z.number().nullable(),
  geofence_radius: z.number(),
  shift_date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  post: z.string().nullable(),
  status: z.string(),
  colleagues: z.array(z.object({ agent_id: z.string(), name: z.string() })),
  attendance: ZShiftAttendance,
});
export type TMyShift = z.infer<typeof ZMyShift>;

/**
 * Whether the caller signs in as an agent (`agents.user_id`): the office offers the agent app to such an
 * account only (issue 22).
 */
export const ZMyAgentLink = z.object({
  agent: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type TMyAgentLink = z.infer<typeof ZMyAgentLink>;

export const ZMyAttendance = z.object({
  state: z.enum(ATTENDANCE_STATES),
  shift_id: z.string().nullable(),
  site_id: z.string().nullable(),
  since: z.string().nullable(),
  open_break_since: z.string().nullable(),
});
export type TMyAttendance = z.infer<typeof ZMyAttendance>;

import { z } from "zod";

// The control room's floor view (issue 22, slice C): GET /api/field/floor. snake_case like planning.

export const ZFieldFloorQuery = z.object({ site_id: z.uuid().optional() });
export type TFieldFloorQuery = z.infer<typeof ZFieldFloorQuery>;

/** A last known position and where it lies from the site it is shown against. */
export const ZFieldPosition = z.object({
  lat: z.number(),
  lng: z.number(),
  accuracy: z.number().nullable(),
  recorded_at: z.string(),
  /** Seconds between the fix and the answer. */
  age_s: z.number().int(),
  /** From the site's position; null when the site has none. */
  distance_m: z.number().int().nullable(),
  /** Clockwise from north; null when the site has no position or the agent stands on it. */
  bearing_deg: z.number().int().nullable(),
});
export type TFieldPosition = z.infer<typeof ZFieldPosition>;

const ZWho = {
  agent_id: z.uuid(),
  agent_name: z.string(),
  site_id: z.uuid(),
  site_name: z.string(),
};

export const ZFieldOnDuty = z.object({
  ...ZWho,
  shift_id: z.uuid().nullable(),
  post: z.string().nullable(),
  clock_in_at: z.string(),
  on_break: z.boolean(),
  break_since: z.string().nullable(),
  /** True when no planned shift backs this clock-in ('Prise de service non planifiée'). */
  unplanned: z.boolean(),
  position: ZFieldPosition.nullable(),
});
export type TFieldOnDuty = z.infer<typeof ZFieldOnDuty>;

export const ZFieldExpected = z.object({
  ...ZWho,
  shift_id: z.uuid(),
  post: z.string().nullable(),
  starts_at: z.string(),
  ends_at: z.string(),
  minutes_late: z.number().int(),
});
export type TFieldExpected = z.infer<typeof ZFieldExpected>;

export const ZFieldLate = z.object({
  ...ZWho,
  shift_id: z.uuid(),
  starts_at: z.string(),
  clock_in_at: z.string(),
  minutes_late: z.number().int(),
});
export type TFieldLate = z.infer<typeof ZFieldLate>;

export const ZFieldOpenCheck = z.object({
  ...ZWho,
  check_id: z.uuid(),
  status: z.enum(["pending", "missed"]),
  due_at: z.string(),
  deadline_at: z.string(),
  /** The critical alarm of a missed check. */
  alarm_id: z.uuid().nullable(),
});
export type TFieldOpenCheck = z.infer<typeof ZFieldOpenCheck>;

export const ZFieldAgentPosition = z.object({ ...ZWho, position: ZFieldPosition });
export type TFieldAgentPosition = z.infer<typeof ZFieldAgentPosition>;

export const ZFieldSite = z.object({
  id: z.uuid(),
  name: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  geofence_radius: z.number().int(),
});
export type TFieldSite = z.infer<typeof ZFieldSite>;

export const ZFieldFloor = z.object({
  generated_at: z.string(),
  /** Minutes after the planned start a clock-in is still on time. */
  window_after_min: z.number().int(),
  /** Tile server of the map (`MAP_TILE_URL`), null when none is configured. */
  map_tile_url: z.string().nullable(),
  /** The sites the caller watches (for the filter and the positions). */
  sites: z.array(ZFieldSite),
  on_duty: z.array(ZFieldOnDuty),
  expected_missing: z.array(ZFieldExpected),
  late: z.array(ZFieldLate),
  open_checks: z.array(ZFieldOpenCheck),
  positions: z.array(ZFieldAgentPosition),
});
export type TFieldFloor = z.infer<typeof ZFieldFloor>;

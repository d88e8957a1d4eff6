import { z } from "zod";
import { ZAccessLog } from "../access/access.schemas.ts";
import { ZAlarm } from "../alarms/alarms.schemas.ts";
import { ZCamera } from "../cameras/cameras.schemas.ts";

/** What travels between server processes (NOTIFY payload): ids only, never data. */
export const LIVE_EVENT_TYPES = [
  "alarm.created",
  "alarm.resolved",
  "alarm.commented",
  /** Assigned, taken back or taken in charge. */
  "alarm.updated",
  "camera.status",
  /** A badge was presented at a reader (issue 11). */
  "access.logged",
  /** Radio fleet (issue 12): a radio, channel, communication or radio alert changed; ids only. */
  "radio.updated",
  "radio.channel",
  "radio.communication",
  "radio.alert",
  /** An agent clocked in or out, took or ended a break, or an exception was reviewed (issue 22); ids only. */
  "attendance.updated",
  /**
   * The floor changed (a clock action, a position, a check) for the company: coalesced, at most about
   * one a second per company (decision 087); the id is the company's.
   */
  "field.updated",
  /** A client filed a request from the portal, or the company moved it on (issue 25); ids only. */
  "client-request.updated",
] as const;
export const ZLiveEventType = z.enum(LIVE_EVENT_TYPES);
export type TLiveEventType = z.infer<typeof ZLiveEventType>;

export const ZBusEvent = z.object({ companyId: z.uuid(), type: ZLiveEventType, id: z.uuid() });
export type TBusEvent = z.infer<typeof ZBusEvent>;

/**
 * What a browser receives on GET /api/events, as `event: <type>` and `data: <this JSON>`: the object
 * re-read for the caller's company at the time of sending.
 */
export const ZLiveEvent = z.discriminatedUnion("type", [
  z.object({
    type: z.enum(["alarm.created", "alarm.resolved", "alarm.commented", "alarm.updated"]),
    id: z.string(),
    at: z.string(),
    alarm: ZAlarm,
  }),
  z.object({ type: z.literal("camera.status"), id: z.string(), at: z.string(), camera: ZCamera }),
  z.object({ type: z.literal("access.logged"), id: z.string(), at: z.string(), entry: ZAccessLog }),
  // Radio events carry no data: each browser refetches what the record policy lets it read.
  z.object({
    type: z.enum([
      "radio.updated",
      "radio.channel",
      "radio.communication",
      "radio.alert",
      "attendance.updated",
      "field.updated",
      "client-request.updated",
    ]),
    id: z.string(),
    at: z.string(),
  }),
]);
export type TLiveEvent = z.infer<typeof ZLiveEvent>;

import { z } from "zod";
import { zOptionalText, zText } from "../common/common.schemas.ts";
import { MSG, MSG_OPS } from "../common/messages.ts";
import {
  ALARM_SEVERITIES,
  ALARM_STATUS_LABELS,
  ALARM_TYPES,
  normalizeSeverity,
  SEVERITY_FROM_ENGLISH,
} from "./alarms.rules.ts";

export const ZAlarmSeverity = z.enum(ALARM_SEVERITIES);
export const ZAlarmType = z.enum(ALARM_TYPES);
export const ZAlarmStatus = z.enum([ALARM_STATUS_LABELS.active, ALARM_STATUS_LABELS.resolved]);

/** French severities, or the English hints of the alert form, stored in French. */
export const ZSeverityInput = z
  .enum([
    ...ALARM_SEVERITIES,
    ...(Object.keys(SEVERITY_FROM_ENGLISH) as (keyof typeof SEVERITY_FROM_ENGLISH)[]),
  ])
  .transform(normalizeSeverity);

/** Alarm creation payload (spec part 1, section 3), plus an optional assignee. */
export const ZAlarmCreate = z
  .object({
    siteId: z.uuid({ error: MSG.required }),
    type: ZAlarmType.default("intrusion"),
    severity: ZSeverityInput.default("moyen"),
    title: zText(200),
    description: zText(2000),
    location: zText(200),
    triggeredBy: zOptionalText(200),
    assignedTo: zOptionalText(200),
  })
  .strict();
export type TAlarmCreate = z.infer<typeof ZAlarmCreate>;

// The body is optional: a POST without one arrives as null.
export const ZAlarmResolve = z
  .object({ note: zOptionalText(2000) })
  .strict()
  .nullish();
export const ZAlarmComment = z.object({ text: zText(2000) }).strict();

/** Status filter: the codes or the labels the screen shows. */
const ZStatusFilter = z
  .enum(["active", "resolved", "Active", "Résolue", "resolue"])
  .transform((v) => (v === "active" || v === "Active" ? "active" : "resolved"));

export const ZAlarmsQuery = z
  .object({
    status: ZStatusFilter.optional(),
    severity: ZSeverityInput.optional(),
    siteId: z.uuid().optional(),
    q: z.string().trim().max(200).optional(),
    /** ISO date or date-time; `from` inclusive, `to` exclusive. */
    from: z.coerce.date().optional(),
    to: z.coerce.date().optional(),
  })
  .refine((query) => !query.from || !query.to || query.from < query.to, {
    error: MSG_OPS.dateRangeInvalid,
    path: ["from"],
  });

export const ZAlarmCommentRead = z.object({
  id: z.string(),
  author: z.string(),
  text: z.string(),
  createdAt: z.string(),
});

export const ZAlarm = z.object({
  id: z.string(),
  siteId: z.string(),
  siteName: z.string(),
  type: ZAlarmType,
  severity: ZAlarmSeverity,
  status: ZAlarmStatus,
  title: z.string(),
  description: z.string(),
  location: z.string(),
  /** When the alarm was raised, ISO 8601. */
  timestamp: z.string(),
  assignedTo: z.string().nullable(),
  triggeredBy: z.string().nullable(),
  /** "12 min", "1 h 05"; null while active. */
  responseTime: z.string().nullable(),
  responseTimeSeconds: z.number().int().nullable(),
  actions: z.array(z.string()),
  comments: z.array(ZAlarmCommentRead),
  resolvedAt: z.string().nullable(),
  resolvedBy: z.string().nullable(),
});
export type TAlarm = z.infer<typeof ZAlarm>;

import { z } from "zod";
import { zInstant, zOptionalText, zSearch, zText } from "../common/common.schemas.ts";
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

/**
 * Gives the alarm to a user account or an agent (an agent with an account is reached through it);
 * both null takes the assignment back.
 */
export const ZAlarmAssign = z
  .object({ userId: z.uuid().nullish(), agentId: z.uuid().nullish() })
  .strict()
  .refine((body) => !(body.userId && body.agentId), { error: MSG.badRequest, path: ["agentId"] });
export type TAlarmAssign = z.infer<typeof ZAlarmAssign>;

/** Who an alarm can be given to: the company's active accounts and its agents. */
export const ZAlarmAssignee = z.object({
  userId: z.string().nullable(),
  agentId: z.string().nullable(),
  name: z.string(),
  /** The account's role; "agent" for an agent without an account. */
  role: z.string(),
});
export type TAlarmAssignee = z.infer<typeof ZAlarmAssignee>;

/** One step of the alarm's life, in the reader's language, with when it happened (null for old rows). */
export const ZAlarmHistoryStep = z.object({ text: z.string(), at: z.string().nullable() });

/** Status filter: the codes or the labels the screen shows. */
const ZStatusFilter = z
  .enum(["active", "resolved", "Active", "Résolue", "resolue"])
  .transform((v) => (v === "active" || v === "Active" ? "active" : "resolved"));

export const ZAlarmsQuery = z
  .object({
    status: ZStatusFilter.optional(),
    severity: ZSeverityInput.optional(),
    siteId: z.uuid().optional(),
    q: zSearch(),
    /** ISO date or date-time; `from` inclusive, `to` exclusive. */
    from: zInstant().optional(),
    to: zInstant().optional(),
    /** "me": only the alarms assigned to the caller (or to the agent they sign in as). */
    assigned: z.enum(["me"]).optional(),
    /**
     * Keyset pagination (issue 31): the alarms older than this one (the `X-Next-Cursor` of the previous
     * page), read on the index however deep; `offset` still works and adds to it.
     */
    before: z.uuid().optional(),
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
  /** The account the alarm is assigned to, if any. */
  assignedUserId: z.string().nullable(),
  /** The agent the alarm is assigned to, if any. */
  assignedAgentId: z.string().nullable(),
  triggeredBy: z.string().nullable(),
  /** "12 min", "1 h 05"; null while active. */
  responseTime: z.string().nullable(),
  responseTimeSeconds: z.number().int().nullable(),
  /** The history as sentences in the reader's language. */
  actions: z.array(z.string()),
  /** The same history with the instant of each step. */
  history: z.array(ZAlarmHistoryStep),
  /** 'Prendre en charge': when and by whom; null until someone takes it. */
  takenAt: z.string().nullable(),
  takenBy: z.string().nullable(),
  comments: z.array(ZAlarmCommentRead),
  resolvedAt: z.string().nullable(),
  resolvedBy: z.string().nullable(),
});
export type TAlarm = z.infer<typeof ZAlarm>;

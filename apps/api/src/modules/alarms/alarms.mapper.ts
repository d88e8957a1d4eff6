import { ALARM_STATUS_LABELS, formatResponseTime, type TAlarm, type TAlarmStatusCode } from "@hts/domain";
import type { alarmComments, alarms } from "../../db/schema.ts";

export type AlarmRow = { row: typeof alarms.$inferSelect; siteName: string };
type CommentRow = typeof alarmComments.$inferSelect;

export function toApiAlarm({ row, siteName }: AlarmRow, comments: CommentRow[]): TAlarm {
  return {
    id: row.id,
    siteId: row.siteId,
    siteName,
    type: row.type as TAlarm["type"],
    severity: row.severity as TAlarm["severity"],
    status: ALARM_STATUS_LABELS[row.status as TAlarmStatusCode] ?? ALARM_STATUS_LABELS.active,
    title: row.title,
    description: row.description,
    location: row.location,
    timestamp: row.createdAt.toISOString(),
    assignedTo: row.assignedTo,
    triggeredBy: row.triggeredBy,
    responseTime: row.responseSeconds === null ? null : formatResponseTime(row.responseSeconds),
    responseTimeSeconds: row.responseSeconds,
    actions: row.actions,
    comments: comments.map((c) => ({
      id: c.id,
      author: c.authorName,
      text: c.text,
      createdAt: c.createdAt.toISOString(),
    })),
    resolvedAt: row.resolvedAt ? row.resolvedAt.toISOString() : null,
    resolvedBy: row.resolvedByName,
  };
}

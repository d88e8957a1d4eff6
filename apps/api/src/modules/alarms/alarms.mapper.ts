import {
  ALARM_STATUS_LABELS,
  formatResponseTime,
  renderServerText,
  type TAlarm,
  type TAlarmStatusCode,
  type TLang,
  type TStoredAlarmStep,
} from "@hts/domain";
import type { alarmComments, alarms } from "../../db/schema.ts";

export type AlarmRow = { row: typeof alarms.$inferSelect; siteName: string };
type CommentRow = typeof alarmComments.$inferSelect;
/** A comment as the alarm list reads it inside the alarm's row (JSON: the time is a string). */
export type CommentJson = Pick<CommentRow, "id" | "authorName" | "text"> & { createdAt: string };

/** A stored step in the reader's language; rows written before decision 014 hold a French sentence. */
function renderStep(step: TStoredAlarmStep, lang: TLang): { text: string; at: string | null } {
  if (typeof step === "string") return { text: step, at: null };
  return { text: renderServerText(step, lang), at: step.at ?? null };
}

/**
 * Title, description and source in the reader's language when the server wrote them (an access point's
 * refusals); an alarm typed by a person keeps its own words.
 */
export function alarmTexts(
  row: Pick<typeof alarms.$inferSelect, "title" | "description" | "triggeredBy" | "message">,
  lang: TLang,
): { title: string; description: string; triggeredBy: string | null } {
  const { message } = row;
  return {
    title: message ? renderServerText(message.title, lang) : row.title,
    description: message ? renderServerText(message.description, lang) : row.description,
    triggeredBy: message?.triggeredBy ? renderServerText(message.triggeredBy, lang) : row.triggeredBy,
  };
}

export function toApiAlarm(
  { row, siteName }: AlarmRow,
  comments: (CommentRow | CommentJson)[],
  lang: TLang,
): TAlarm {
  const history = row.actions.map((step) => renderStep(step, lang));
  const texts = alarmTexts(row, lang);
  return {
    id: row.id,
    siteId: row.siteId,
    siteName,
    type: row.type as TAlarm["type"],
    severity: row.severity as TAlarm["severity"],
    status: ALARM_STATUS_LABELS[row.status as TAlarmStatusCode] ?? ALARM_STATUS_LABELS.active,
    title: texts.title,
    description: texts.description,
    location: row.location,
    timestamp: row.createdAt.toISOString(),
    assignedTo: row.assignedTo,
    assignedUserId: row.assignedUserId,
    assignedAgentId: row.assignedAgentId,
    triggeredBy: texts.triggeredBy,
    // Only the day's unit differs between our languages ("2 j 03 h", "2 d 03 h").
    responseTime:
      row.responseSeconds === null
        ? null
        : formatResponseTime(row.responseSeconds, lang === "fr" ? "j" : "d"),
    responseTimeSeconds: row.responseSeconds,
    actions: history.map((step) => step.text),
    history,
    takenAt: row.takenAt ? row.takenAt.toISOString() : null,
    takenBy: row.takenByName,
    comments: comments.map((c) => ({
      id: c.id,
      author: c.authorName,
      text: c.text,
      createdAt: (typeof c.createdAt === "string" ? new Date(c.createdAt) : c.createdAt).toISOString(),
    })),
    resolvedAt: row.resolvedAt ? row.resolvedAt.toISOString() : null,
    resolvedBy: row.resolvedByName,
  };
}

/** The alarm as the record policy sees it: its site, and its assignee as owner. */
export const alarmRef = (row: Pick<typeof alarms.$inferSelect, "siteId" | "assignedUserId">) => ({
  siteId: row.siteId,
  ownerUserIds: [row.assignedUserId],
});

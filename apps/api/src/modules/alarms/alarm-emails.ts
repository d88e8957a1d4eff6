import {
  ALARM_SEVERITY_ADJECTIVES,
  isLang,
  MSG_SETTINGS,
  renderServerText,
  type TAlarmSeverity,
  wantsAlarmEmail,
} from "@hts/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type alarms, mailOutbox, users } from "../../db/schema.ts";
import { prefsOf } from "../settings/index.ts";
import { alarmTexts } from "./alarms.mapper.ts";

/** Replaced by the mail worker with PUBLIC_URL: links in queued mails follow the instance's address. */
export const PUBLIC_URL_PLACEHOLDER = "{publicUrl}";

/**
 * Alarm e-mails (issue 10): every active member who may read this alarm and whose preferences
 * ask for it (`emailAlerts`, `criticalOnly`, `weekendAlerts` in their own time zone), in their
 * language. Queued in the alarm's transaction; the mail worker sends after the commit.
 */
export async function queueAlarmEmails({
  tx,
  companyId,
  alarm,
  siteName,
  readerIds,
}: {
  tx: Db;
  companyId: string;
  alarm: typeof alarms.$inferSelect;
  siteName: string;
  /** Who may read this alarm (record policy): the others get no e-mail about it. */
  readerIds: ReadonlySet<string>;
}) {
  const members = await tx
    .select()
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.active, true)));
  const rows = members
    .filter((u) => readerIds.has(u.id))
    .filter((u) =>
      wantsAlarmEmail({
        prefs: prefsOf(u),
        severity: alarm.severity,
        at: alarm.createdAt,
        timeZone: u.timezone,
      }),
    )
    .map((u) => {
      const lang = isLang(u.language) ? u.language : "fr";
      const texts = alarmTexts(alarm, lang);
      const params = {
        title: texts.title,
        severity: {
          text: ALARM_SEVERITY_ADJECTIVES[alarm.severity as TAlarmSeverity] ?? alarm.severity,
        },
        site: siteName,
        location: alarm.location,
        description: texts.description,
        at: { dateTime: alarm.createdAt.toISOString() },
        link: `${PUBLIC_URL_PLACEHOLDER}/dashboard/alarms?id=${alarm.id}`,
      };
      return {
        companyId,
        to: u.email,
        subject: renderServerText(
          {
            text: alarm.severity === "critique" ? MSG_SETTINGS.alarmSubject : MSG_SETTINGS.alarmSubjectOther,
            params,
          },
          lang,
          u.timezone,
        ),
        body: renderServerText({ text: MSG_SETTINGS.alarmBody, params }, lang, u.timezone),
      };
    });
  if (rows.length > 0) await tx.insert(mailOutbox).values(rows);
}

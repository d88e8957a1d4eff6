import { MSG_ALARMS, MSG_OPS, renderServerText, scopeOf, type TRole, type TServerText } from "@hts/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type alarms, notifications, users } from "../../db/schema.ts";
import { agentUserIdsOnSite } from "../../lib/record-access.ts";
import { queueAlarmEmails } from "./alarm-emails.ts";

/**
 * Who is concerned by an alarm: every active user of the company who reads every alarm (admins,
 * managers, operators) and the agents who work on its site (record policy, decision 015).
 */
export async function alarmReaders(tx: Db, companyId: string, siteId: string): Promise<string[]> {
  const members = await tx
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.active, true)));
  const onSite = new Set(await agentUserIdsOnSite(tx, companyId, siteId));
  return members
    .filter((u) => {
      const scope = scopeOf({ role: u.role as TRole, kind: "alarm", action: "read" });
      return scope === "company" || (scope === "sites" && onSite.has(u.id));
    })
    .map((u) => u.id);
}

/**
 * A new alarm, announced in its transaction: an e-mail to each reader whose preferences ask for this
 * severity (issue 10: `criticalOnly` off means every alarm), and, when it is critical or the raiser
 * gave a bell title, the bell of every reader. One notification each, so there is never one without the
 * other; title and body are stored as templates and rendered in each reader's language.
 */
export async function announceAlarm({
  tx,
  companyId,
  alarm,
  siteName,
  bellTitle,
}: {
  tx: Db;
  companyId: string;
  alarm: typeof alarms.$inferSelect;
  siteName: string;
  bellTitle?: TServerText;
}) {
  const readerIds = await alarmReaders(tx, companyId, alarm.siteId);
  // E-mail per each member's notification preferences (issue 10).
  await queueAlarmEmails({ tx, companyId, alarm, siteName, readerIds: new Set(readerIds) });
  if ((alarm.severity !== "critique" && !bellTitle) || readerIds.length === 0) return;
  // A title the server wrote (access control) is itself a template: rendered in each reader's language.
  const title = bellTitle ?? {
    text: MSG_OPS.notificationCriticalAlarm,
    params: { title: alarm.message?.title ?? alarm.title },
  };
  const body = { text: MSG_ALARMS.notificationBody, params: { site: siteName, location: alarm.location } };
  await tx.insert(notifications).values(
    readerIds.map((userId) => ({
      companyId,
      userId,
      title: renderServerText(title, "fr"),
      body: renderServerText(body, "fr"),
      message: { title, body },
      severity: alarm.severity,
      link: `/dashboard/alarms?id=${alarm.id}`,
    })),
  );
}

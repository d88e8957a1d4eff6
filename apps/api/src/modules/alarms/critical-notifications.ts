import { MSG_ALARMS, MSG_OPS, renderServerText, scopeOf, type TRole } from "@hts/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type alarms, notifications, users } from "../../db/schema.ts";
import { agentUserIdsOnSite } from "../../lib/record-access.ts";
import { queueAlarmEmails } from "./alarm-emails.ts";

/**
 * A critical alarm rings the bell of everyone concerned: every active user of the company who reads
 * every alarm (admins, managers, operators) and the agents who work on its site (record policy,
 * decision 015). One notification each, written in the alarm's transaction so there is never one
 * without the other; title and body are stored as templates and rendered in each reader's language.
 */
export async function notifyCriticalAlarm({
  tx,
  companyId,
  alarm,
  siteName,
}: {
  tx: Db;
  companyId: string;
  alarm: typeof alarms.$inferSelect;
  siteName: string;
}) {
  const members = await tx
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.active, true)));
  const onSite = new Set(await agentUserIdsOnSite(tx, companyId, alarm.siteId));
  const readers = members.filter((u) => {
    const scope = scopeOf({ role: u.role as TRole, kind: "alarm", action: "read" });
    return scope === "company" || (scope === "sites" && onSite.has(u.id));
  });
  // E-mail per each member's notification preferences (issue 10).
  await queueAlarmEmails({ tx, companyId, alarm, siteName, readerIds: new Set(readers.map((u) => u.id)) });
  if (readers.length === 0) return;
  // A server-raised alarm (radio SOS) keeps its title as a template: the bell reads in each language.
  const title = {
    text: MSG_OPS.notificationCriticalAlarm,
    params: { title: alarm.message?.title ?? alarm.title },
  };
  const body = { text: MSG_ALARMS.notificationBody, params: { site: siteName, location: alarm.location } };
  await tx.insert(notifications).values(
    readers.map((u) => ({
      companyId,
      userId: u.id,
      title: renderServerText(title, "fr"),
      body: renderServerText(body, "fr"),
      message: { title, body },
      severity: "critique",
      link: `/dashboard/alarms?id=${alarm.id}`,
    })),
  );
}

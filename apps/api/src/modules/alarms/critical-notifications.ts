import { can, fillMessage, MSG_OPS, type TRole } from "@hts/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type alarms, notifications, users } from "../../db/schema.ts";

/**
 * A critical alarm rings the bell of every active user of the company who may read alarms: one
 * notification each, written in the alarm's transaction so there is never one without the other.
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
  const readers = members.filter((u) => can({ role: u.role as TRole, area: "alarms", level: "read" }));
  if (readers.length === 0) return;
  await tx.insert(notifications).values(
    readers.map((u) => ({
      companyId,
      userId: u.id,
      title: fillMessage(MSG_OPS.notificationCriticalAlarm, { title: alarm.title }),
      body: `${siteName} — ${alarm.location}`,
      severity: "critique",
      link: `/dashboard/alarms?id=${alarm.id}`,
    })),
  );
}

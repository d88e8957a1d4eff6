import type { TServerText } from "@hts/domain";
import { alarms } from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import type { Tx } from "../../lib/tenancy.ts";
import { announceAlarm } from "./alarm-announcement.ts";

export type RaiseAlarmInput = {
  /** The transaction of the change that raises it: the alarm, its announcement and its audit row commit together. */
  tx: Tx;
  companyId: string;
  site: { id: string; name: string };
  /** What the alarm says: type, severity, texts (or templates in `message`), location, first history step. */
  alarm: Omit<typeof alarms.$inferInsert, "id" | "companyId" | "siteId" | "status">;
  /** The audit row: who raised it (null for a device or a rule) and what else the journal keeps. */
  by: { userId: string | null; details?: Record<string, unknown> };
  /**
   * Rings every reader's bell with this title whatever the severity (repeated access refusals); by
   * default only a critical alarm rings, with the generic critical-alarm title.
   */
  bellTitle?: TServerText;
};

/**
 * The one way to raise an alarm (issue 27): an operator's form, the access check after repeated
 * refusals, a radio SOS, and the agent app after them all call it. Inside the caller's transaction it
 * inserts the active alarm, announces it to those concerned (e-mail per their preferences, the bell) and
 * writes its audit row; the caller publishes `alarm.created` after the commit.
 */
export async function raiseAlarm({
  tx,
  companyId,
  site,
  alarm,
  by,
  bellTitle,
}: RaiseAlarmInput): Promise<typeof alarms.$inferSelect> {
  const [row] = await tx
    .insert(alarms)
    .values({ ...alarm, companyId, siteId: site.id, status: "active" })
    .returning();
  if (!row) throw new Error("alarm not inserted");
  await announceAlarm({ tx, companyId, alarm: row, siteName: site.name, bellTitle });
  await audit(tx, {
    companyId,
    userId: by.userId,
    action: "create",
    entity: "alarm",
    entityId: row.id,
    ...(by.details ? { details: by.details } : {}),
  });
  return row;
}

import { alarmStep, gigabytes, MSG_RECORDING, renderServerText } from "@hts/domain";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { alarms } from "../../../db/schema.ts";
import type { EventBus } from "../../../lib/events/event-bus.ts";
import { raiseAlarm } from "../../alarms/index.ts";

export type SpaceAlarmTarget = { companyId: string; siteId: string; siteName: string };

/**
 * Raises 'Espace disque des enregistrements insuffisant' for one company that records, unless one is
 * still active for it (raised by this leader before a restart, or by the previous leader): the
 * supervisor calls it once per company per low-space episode, this check covers a change of leader.
 * Returns whether an alarm was raised.
 */
export async function raiseSpaceAlarm({
  db,
  events,
  target,
  reading,
  minFreeBytes,
  now,
}: {
  db: Db;
  events: EventBus;
  target: SpaceAlarmTarget;
  reading: { freeBytes: number; totalBytes: number };
  minFreeBytes: number;
  now: number;
}): Promise<boolean> {
  const params = {
    free: gigabytes(reading.freeBytes),
    total: gigabytes(reading.totalBytes),
    min: gigabytes(minFreeBytes),
  };
  const alarmId = await db.transaction(async (tx) => {
    const [active] = await tx
      .select({ id: alarms.id })
      .from(alarms)
      .where(
        and(
          eq(alarms.companyId, target.companyId),
          eq(alarms.status, "active"),
          sql`${alarms.message}->'title'->>'text' = ${MSG_RECORDING.diskLowTitle}`,
        ),
      )
      .limit(1);
    if (active) return null;
    const message = {
      title: { text: MSG_RECORDING.diskLowTitle },
      description: { text: MSG_RECORDING.diskLowDescription, params },
      triggeredBy: { text: MSG_RECORDING.diskLowTriggeredBy },
    };
    const alarm = await raiseAlarm({
      tx,
      companyId: target.companyId,
      // Alarms belong to a site: the site of one of the company's recording cameras.
      site: { id: target.siteId, name: target.siteName },
      alarm: {
        type: "technique",
        severity: "important",
        title: renderServerText(message.title, "fr"),
        description: renderServerText(message.description, "fr"),
        location: renderServerText({ text: MSG_RECORDING.diskLowLocation }, "fr"),
        triggeredBy: renderServerText(message.triggeredBy, "fr"),
        message,
        actions: [alarmStep(MSG_RECORDING.diskLowRaised, { free: String(params.free) }, new Date(now))],
      },
      by: { userId: null, details: { source: "recording-space", ...params } },
      bellTitle: message.title,
    });
    return alarm.id;
  });
  if (!alarmId) return false;
  await events.publishSafely({ companyId: target.companyId, type: "alarm.created", id: alarmId });
  return true;
}

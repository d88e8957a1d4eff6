import {
  alarmSeverityOf,
  alarmStep,
  alarmTypeOfCategory,
  MSG_LOGBOOK,
  renderServerText,
  type TLogbookSeverity,
} from "@hts/domain";
import type { Tx } from "../../lib/tenancy.ts";
import { raiseAlarm } from "../alarms/index.ts";

/** The alarm an agent raises from a logbook entry, in the entry's transaction; returns its id. */
export async function raiseLogbookAlarm({
  tx,
  companyId,
  site,
  entry,
  agentName,
  userId,
}: {
  tx: Tx;
  companyId: string;
  site: { id: string; name: string; address: string | null };
  entry: { id: string; category: string; severity: TLogbookSeverity; text: string; occurredAt: Date };
  agentName: string;
  userId: string;
}): Promise<string> {
  const message = {
    title: { text: MSG_LOGBOOK.alarmTitle, params: { category: entry.category, agent: agentName } },
    // The agent's own words: no catalogue has them, they read the same in every language.
    description: { text: entry.text },
    triggeredBy: { text: MSG_LOGBOOK.alarmTriggeredBy },
  };
  const alarm = await raiseAlarm({
    tx,
    companyId,
    site: { id: site.id, name: site.name },
    alarm: {
      type: alarmTypeOfCategory(entry.category),
      severity: alarmSeverityOf(entry.severity),
      title: renderServerText(message.title, "fr"),
      description: entry.text,
      location: site.address ?? site.name,
      triggeredBy: renderServerText(message.triggeredBy, "fr"),
      message,
      actions: [alarmStep(MSG_LOGBOOK.alarmRaised, {}, entry.occurredAt)],
    },
    by: { userId, details: { source: "logbook", entryId: entry.id } },
  });
  return alarm.id;
}

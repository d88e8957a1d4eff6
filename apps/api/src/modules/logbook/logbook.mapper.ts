import type { TLogbookEntry, TLogbookSeverity } from "@hts/domain";
import type { logbookEntries } from "../../db/schema.ts";

export type LogbookRow = typeof logbookEntries.$inferSelect;

export function toApiEntry(
  row: LogbookRow,
  names: { siteName: string; agentName: string },
  replayed = false,
): TLogbookEntry {
  return {
    id: row.id,
    client_id: row.clientId,
    shift_id: row.shiftId ?? "",
    site_id: row.siteId,
    site_name: names.siteName,
    agent_id: row.agentId,
    agent_name: names.agentName,
    category: row.category,
    severity: row.severity as TLogbookSeverity,
    text: row.text,
    photo_ids: row.photoIds,
    alarm_id: row.alarmId,
    occurred_at: row.occurredAt.toISOString(),
    received_at: row.receivedAt.toISOString(),
    position:
      row.latitude !== null && row.longitude !== null
        ? { lat: row.latitude, lng: row.longitude, accuracy: row.accuracy ?? 0 }
        : null,
    replayed,
    portal_approval: (row.portalApproval as "approved" | "rejected" | null) ?? "pending",
    portal_approval_at: row.portalApprovalAt?.toISOString() ?? null,
  };
}

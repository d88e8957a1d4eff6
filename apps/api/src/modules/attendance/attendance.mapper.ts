import type { TAttendanceEvent } from "@hts/domain";
import type { attendanceEvents } from "../../db/schema.ts";

export type AttendanceRow = typeof attendanceEvents.$inferSelect;

export function toApiEvent(row: AttendanceRow, replayed: boolean): TAttendanceEvent {
  return {
    id: row.id,
    client_id: row.clientId,
    kind: row.kind as TAttendanceEvent["kind"],
    shift_id: row.shiftId,
    site_id: row.siteId,
    occurred_at: row.occurredAt.toISOString(),
    received_at: row.receivedAt.toISOString(),
    flags: row.flags,
    review_status: row.reviewStatus as TAttendanceEvent["review_status"],
    distance_m: row.distanceM,
    replayed,
  };
}

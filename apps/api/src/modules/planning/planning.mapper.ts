import type { TShift, TShiftStatus, TShiftTemplate, TShiftType } from "@hts/domain";
import { minutesBetween } from "@hts/domain";
import { agents, shifts, type shiftTemplates, sites } from "../../db/schema.ts";

/** A shift row with its agent's and site's names (two joins by primary key). */
export const shiftColumns = { row: shifts, agentName: agents.name, siteName: sites.name };

export type ShiftWithNames = {
  row: typeof shifts.$inferSelect;
  agentName: string | null;
  siteName: string | null;
};

const round2 = (n: number) => Math.round(n * 100) / 100;

export function toApiShift({ row, agentName, siteName }: ShiftWithNames): TShift {
  const durationHours = round2((row.endsAt.getTime() - row.startsAt.getTime()) / 3_600_000);
  return {
    id: row.id,
    agent_id: row.agentId,
    agent_name: agentName,
    site_id: row.siteId,
    site_name: siteName,
    shift_date: row.shiftDate,
    start_time: row.startTime,
    end_time: row.endTime,
    shift_type: row.shiftType as TShiftType,
    status: row.status as TShiftStatus,
    duration_hours: durationHours,
    actual_work_hours: round2(Math.max(durationHours - row.breakMinutes / 60, 0)),
    break_minutes: row.breakMinutes,
    notes: row.notes,
    post: row.post,
  };
}

export function toApiTemplate(row: typeof shiftTemplates.$inferSelect): TShiftTemplate {
  return {
    id: row.id,
    name: row.name,
    start_time: row.startTime,
    end_time: row.endTime,
    // A template has no date: its length is the wall-clock gap (a night template is 12 h, DST aside).
    duration_hours: round2(minutesBetween({ start: row.startTime, end: row.endTime }) / 60),
    color: row.color,
    paid_break_minutes: row.paidBreakMinutes,
    unpaid_break_minutes: row.unpaidBreakMinutes,
    shift_type: row.shiftType as TShiftType,
  };
}

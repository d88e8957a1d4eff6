import { z } from "zod";
import { REVIEW_STATUSES } from "./attendance.schemas.ts";

// Timesheets (issue 22): planned against worked (clocked, rounded) minutes per agent and day, a week
// at a time, validated by managers; payroll then takes the validated minutes.

const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const ZTimesheetQuery = z.object({ week: ZDay, agent_id: z.uuid().optional() });

export const ZTimesheetDay = z.object({
  date: z.string(),
  planned_min: z.number(),
  worked_min: z.number(),
  worked_rounded_min: z.number(),
  validated_min: z.number().nullable(),
  flags: z.array(z.string()),
  pending_exceptions: z.number(),
});

export const ZTimesheetAgent = z.object({
  agent_id: z.string(),
  agent_name: z.string(),
  days: z.array(ZTimesheetDay),
  total_planned_min: z.number(),
  total_worked_rounded_min: z.number(),
  validated_at: z.string().nullable(),
  validated_by: z.string().nullable(),
});

export const ZTimesheetWeek = z.object({
  week_start: z.string(),
  days: z.array(z.string()),
  agents: z.array(ZTimesheetAgent),
});
export type TTimesheetWeek = z.infer<typeof ZTimesheetWeek>;

export const ZTimesheetValidate = z.object({ agent_id: z.uuid(), week_start: ZDay });

export const ZAttendanceException = z.object({
  id: z.string(),
  agent_id: z.string(),
  agent_name: z.string(),
  site_id: z.string(),
  site_name: z.string(),
  shift_id: z.string().nullable(),
  kind: z.string(),
  occurred_at: z.string(),
  received_at: z.string(),
  flags: z.array(z.string()),
  distance_m: z.number().nullable(),
  exception_reason: z.string().nullable(),
  review_status: z.enum(REVIEW_STATUSES),
  reviewed_by: z.string().nullable(),
  reviewed_at: z.string().nullable(),
});
export type TAttendanceException = z.infer<typeof ZAttendanceException>;

export const ZExceptionsQuery = z.object({
  status: z.enum(REVIEW_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

export const ZExceptionReview = z.object({ decision: z.enum(["approved", "rejected"]) });

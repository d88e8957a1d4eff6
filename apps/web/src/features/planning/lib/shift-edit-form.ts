import { PLANNING_MSG, type TShift, ZShiftStatus, ZShiftType, zLocalDate, zLocalTime } from "@hts/domain";
import { z } from "zod";

const filled = (schema: z.ZodType<string, string>) =>
  z.string().trim().min(1, { error: PLANNING_MSG.requiredFields }).pipe(schema);

// The PATCH's fields the 'Modifier' button edits, all present (the form always has the shift's values).
export const ZShiftEditForm = z
  .object({
    agent_id: z.string().min(1, { error: PLANNING_MSG.requiredFields }),
    site_id: z.string().min(1, { error: PLANNING_MSG.requiredFields }),
    shift_date: filled(zLocalDate),
    start_time: filled(zLocalTime),
    end_time: filled(zLocalTime),
    break_minutes: z.number({ error: PLANNING_MSG.requiredFields }).int().min(0).max(720),
    shift_type: ZShiftType,
    status: ZShiftStatus,
    notes: z.string().trim().max(2000),
    /** The post held on the site (issue 22); empty means none. */
    post: z.string().trim().max(80),
  })
  .refine((shift) => shift.start_time !== shift.end_time, {
    error: PLANNING_MSG.sameTimes,
    path: ["end_time"],
  });
export type ShiftEditInput = z.input<typeof ZShiftEditForm>;
export type ShiftEditOutput = z.output<typeof ZShiftEditForm>;

/** The fields a 422 may name (the rest of its messages go to the toast). */
export const SHIFT_EDIT_FIELDS = [
  "agent_id",
  "site_id",
  "shift_date",
  "start_time",
  "end_time",
  "break_minutes",
  "shift_type",
  "status",
  "notes",
  "post",
] as const;

/** The form's values for a shift (empty ones while no shift is open). */
export function shiftEditValues(shift: TShift | null): ShiftEditInput {
  return {
    agent_id: shift?.agent_id ?? "",
    site_id: shift?.site_id ?? "",
    shift_date: shift?.shift_date ?? "",
    start_time: shift?.start_time ?? "",
    end_time: shift?.end_time ?? "",
    break_minutes: shift?.break_minutes ?? 0,
    shift_type: shift?.shift_type ?? "regular",
    status: shift?.status ?? "scheduled",
    notes: shift?.notes ?? "",
    post: shift?.post ?? "",
  };
}

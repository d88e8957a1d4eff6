// Leave declared over existing shifts (issue 15 item 3, decision 054): the shifts a period covers, and
// the request that unassigns them (cancels them: a shift keeps its agent, see the decision).
import { z } from "zod";
import { MSG_OPS } from "../common/messages.ts";
import { ZShift, zLocalDate } from "./planning.schemas.ts";

/** GET /api/agents/{id}/unavailability/covered-shifts: the period the planner is about to declare. */
export const ZCoveredShiftsQuery = z
  .object({ startDate: zLocalDate, endDate: zLocalDate })
  .strict()
  .refine((period) => period.startDate <= period.endDate, {
    error: MSG_OPS.dateRangeInvalid,
    path: ["endDate"],
  });
export type TCoveredShiftsQuery = z.infer<typeof ZCoveredShiftsQuery>;

/** POST /api/agents/{id}/unavailability/{periodId}/unassign-shifts: all covered shifts, or these. */
export const ZUnassignShiftsInput = z
  .object({
    /** Only these covered shifts (every covered scheduled shift when omitted). */
    shiftIds: z.array(z.string().trim().min(1)).min(1).max(1000).optional(),
  })
  .strict();
export type TUnassignShiftsInput = z.infer<typeof ZUnassignShiftsInput>;

/** The covered shifts (preview) or the shifts unassigned (now cancelled). */
export const ZCoveredShifts = z.object({ count: z.number().int(), shifts: z.array(ZShift) });
export type TCoveredShifts = z.infer<typeof ZCoveredShifts>;

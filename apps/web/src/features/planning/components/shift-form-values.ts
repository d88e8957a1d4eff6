import {
  GUARD_SHIFT_DEFAULT_TIMES,
  GUARD_SHIFT_TYPES,
  minutesBetween,
  PLANNING_API_MSG,
  PLANNING_MSG,
  zLocalDate,
  zLocalTime,
} from "@hts/domain";
import { z } from "zod";

const required = (schema: z.ZodType<string, string>) =>
  z.string().trim().min(1, { error: PLANNING_MSG.requiredFields }).pipe(schema);

/** 'Nouvelle garde' (spec section 5): agent, date, arrival and departure required; the break optional. */
export const ZShiftForm = z
  .object({
    agent_id: z.string().min(1, { error: PLANNING_MSG.requiredFields }),
    shift_date: required(zLocalDate),
    shift_type: z.enum(GUARD_SHIFT_TYPES),
    start_time: required(zLocalTime),
    end_time: required(zLocalTime),
    break_start: z.union([z.literal(""), zLocalTime]),
    break_end: z.union([z.literal(""), zLocalTime]),
    /** "" lets the server take the agent's assigned site. */
    site_id: z.string(),
    notes: z.string().trim().max(2000),
  })
  .refine((shift) => shift.start_time !== shift.end_time, {
    error: PLANNING_MSG.sameTimes,
    path: ["end_time"],
  })
  .refine((shift) => !shift.break_start === !shift.break_end, {
    error: PLANNING_API_MSG.breakIncomplete,
    path: ["break_end"],
  });
export type ShiftFormInput = z.input<typeof ZShiftForm>;
export type ShiftFormOutput = z.output<typeof ZShiftForm>;
export type GuardShiftType = (typeof GUARD_SHIFT_TYPES)[number];

export const SHIFT_FORM_FIELDS = [
  "agent_id",
  "shift_date",
  "shift_type",
  "start_time",
  "end_time",
  "break_start",
  "break_end",
  "site_id",
  "notes",
] as const;

/** Spec section 5 defaults: 08:00 to 17:00 with a 12:00-13:00 break (no preset matches: custom). */
export function shiftFormDefaults({ agentId, date }: { agentId: string; date: string }): ShiftFormInput {
  return {
    agent_id: agentId,
    shift_date: date,
    shift_type: "custom",
    start_time: "08:00",
    end_time: "17:00",
    break_start: "12:00",
    break_end: "13:00",
    site_id: "",
    notes: "",
  };
}

const hhmm = (minutes: number) => {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
};

/**
 * Times a preset type fills in: the spec's hours, and a one-hour break on the whole hour nearest the
 * middle of the shift (the default 12:00-13:00 would fall outside a night).
 */
export function presetTimes(type: Exclude<GuardShiftType, "custom">) {
  const { start_time, end_time } = GUARD_SHIFT_DEFAULT_TIMES[type];
  const startMinutes = Number(start_time.slice(0, 2)) * 60 + Number(start_time.slice(3));
  const middle = startMinutes + minutesBetween({ start: start_time, end: end_time }) / 2;
  const breakStart = Math.floor(middle / 60) * 60;
  return { start_time, end_time, break_start: hhmm(breakStart), break_end: hhmm(breakStart + 60) };
}

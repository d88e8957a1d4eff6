import type { TShift, TShiftStatus } from "@hts/domain";

type StatShift = Pick<TShift, "agent_id" | "shift_date" | "status" | "duration_hours">;
type Range = { start_date: string; end_date: string };

// A cancelled shift occupies nobody and is not worked: it is left out of the week's figures.
const counts = (shift: StatShift) => shift.status !== "cancelled";

/**
 * The shifts that belong to the week: the API also returns a night that began the day before the range
 * (it overlaps the first morning), which is last week's shift.
 */
export function shiftsOfWeek<T extends StatShift>({ shifts, range }: { shifts: T[]; range: Range }): T[] {
  return shifts.filter((shift) => shift.shift_date >= range.start_date && shift.shift_date <= range.end_date);
}

/**
 * Spec part 2, section 9: distinct agents with shifts divided by total agents, as a percentage with one
 * decimal (62.5, not 0.625). Null when the company has no agent: 0 % would read as "nobody works".
 */
export function occupancyRate({
  shifts,
  totalAgents,
}: {
  shifts: StatShift[];
  totalAgents: number;
}): number | null {
  if (totalAgents <= 0) return null;
  const planned = plannedAgents(shifts);
  return Math.round((planned / totalAgents) * 1000) / 10;
}

export function plannedAgents(shifts: StatShift[]): number {
  return new Set(shifts.filter(counts).map((shift) => shift.agent_id)).size;
}

/** "62,5 %" in French, "62.5%" in English: always one decimal, the locale's own percent sign. */
export function formatPercent({ value, language }: { value: number; language: string }): string {
  return new Intl.NumberFormat(language, {
    style: "percent",
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value / 100);
}

/** Spec: active shifts are those scheduled or in progress. */
export function activeShifts(shifts: StatShift[]): number {
  const active: TShiftStatus[] = ["scheduled", "in_progress"];
  return shifts.filter((shift) => active.includes(shift.status)).length;
}

/** Spec: weekly hours is the sum of durations (to the hundredth, as the API rounds them). */
export function weeklyHours(shifts: StatShift[]): number {
  const total = shifts.filter(counts).reduce((sum, shift) => sum + shift.duration_hours, 0);
  return Math.round(total * 100) / 100;
}

export function formatWeekHours({ value, language }: { value: number; language: string }): string {
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value)} h`;
}

// A shift's length as the server counts it (real elapsed time in the company's zone), for the forms'
// live preview: a night across the October clock change lasts one hour more, across March one hour less.
import { createShiftTimer } from "./conflicts/prepare.ts";
import { HOUR_MS, zoneClock } from "./zone-clock.ts";

/** The zone the planning is kept in (the API places shifts in it). */
export const PLANNING_TIME_ZONE = "Europe/Paris";

/**
 * Elapsed and worked minutes of a shift (end at or before start = next day), with the break deducted;
 * null when the times cannot be placed. Same code as the server's placement and conflict detection.
 */
export function shiftWorkTime({
  shift_date,
  start_time,
  end_time,
  break_minutes,
  timeZone = PLANNING_TIME_ZONE,
}: {
  shift_date: string;
  start_time: string;
  end_time: string;
  break_minutes: number;
  timeZone?: string;
}): { elapsedMinutes: number; workMinutes: number } | null {
  const timer = createShiftTimer({ clock: zoneClock({ timeZone }), defaultBreakMinutes: break_minutes });
  const placed = timer({
    shift: { id: "", agent_id: "", site_id: "", shift_date, start_time, end_time, break_minutes },
    siteName: "",
  });
  if (!placed) return null;
  const minute = HOUR_MS / 60;
  return {
    elapsedMinutes: Math.round((placed.end - placed.start) / minute),
    workMinutes: Math.round(placed.work / minute),
  };
}

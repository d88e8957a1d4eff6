import type { TMyShift } from "@hts/domain";

const EARLY_MS = 2 * 3600_000;

/**
 * The shift a clock-in is for: the one running now or starting within 2 hours (the earliest), or none
 * (then the clock-in is 'Prise de service non planifiée'). The server checks the real window.
 */
export function pickShift(shifts: readonly TMyShift[], now: Date): TMyShift | null {
  const t = now.getTime();
  const candidates = shifts
    .filter((s) => s.attendance.state !== "finished")
    .filter((s) => Date.parse(s.starts_at) - EARLY_MS <= t && t < Date.parse(s.ends_at))
    .sort((a, b) => a.starts_at.localeCompare(b.starts_at));
  return candidates[0] ?? null;
}

/** The distinct sites of the agent's shifts, for an unplanned clock-in. */
export function knownSites(shifts: readonly TMyShift[]): { id: string; name: string }[] {
  const sites = new Map<string, string>();
  for (const shift of shifts) sites.set(shift.site_id, shift.site_name);
  return [...sites].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}

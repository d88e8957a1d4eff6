const MINUTES_PER_WEEK = 7 * 24 * 60;

/** Days between two "yyyy-MM-dd" dates, counted on the calendar (a DST change does not shorten a day). */
export function daysBetween({ from, to }: { from: string; to: string }): number {
  const utc = (iso: string) =>
    Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}

export type GanttBar = {
  /** Percent of the week's width from Monday 00:00. */
  left: number;
  width: number;
  /** The shift began before Monday or runs past Sunday night: the bar is cut at the edge. */
  clippedStart: boolean;
  clippedEnd: boolean;
};

/**
 * Where a shift sits on a Monday-to-Sunday timeline: its wall-clock start, and a length taken from the
 * server's duration (which already counts a night across midnight or a DST change). Null when it does
 * not touch the week.
 */
export function ganttBar({
  weekStart,
  shiftDate,
  startTime,
  durationHours,
}: {
  weekStart: string;
  shiftDate: string;
  startTime: string;
  durationHours: number;
}): GanttBar | null {
  const startMinute =
    daysBetween({ from: weekStart, to: shiftDate }) * 1440 +
    Number(startTime.slice(0, 2)) * 60 +
    Number(startTime.slice(3, 5));
  const endMinute = startMinute + Math.max(0, durationHours) * 60;
  const from = Math.max(0, startMinute);
  const to = Math.min(MINUTES_PER_WEEK, endMinute);
  if (to <= from) return null;
  const percent = (minutes: number) => Math.round((minutes / MINUTES_PER_WEEK) * 100_000) / 1000;
  return {
    left: percent(from),
    width: percent(to - from),
    clippedStart: startMinute < 0,
    clippedEnd: endMinute > MINUTES_PER_WEEK,
  };
}

/**
 * Where a leave or unavailability period sits on the week: whole local days, both included, cut at the
 * week's edges. Null when it does not touch the week.
 */
export function ganttLeaveBand({
  weekStart,
  startDate,
  endDate,
}: {
  weekStart: string;
  startDate: string;
  endDate: string;
}): GanttBar | null {
  const first = daysBetween({ from: weekStart, to: startDate });
  const last = daysBetween({ from: weekStart, to: endDate }) + 1;
  const from = Math.max(0, first);
  const to = Math.min(7, last);
  if (to <= from) return null;
  const percent = (days: number) => Math.round((days / 7) * 100_000) / 1000;
  return { left: percent(from), width: percent(to - from), clippedStart: first < 0, clippedEnd: last > 7 };
}

export type GanttRow<T, P> = { agentId: string; agentName: string; shifts: T[]; leave: P[] };

/**
 * Spec: the Gantt shows 10 agents: those with shifts this week, by name (an empty row says nothing).
 * Their leave and unavailability periods go on their row (issue 15 item 3); an agent away all week with
 * no shift gets no row, so the spec's ten agents with shifts are never pushed out (the week grids list
 * every active agent with their leave).
 */
export function ganttAgents<
  T extends { agent_id: string; agent_name: string | null },
  P extends { agentId: string },
>({
  shifts,
  leave = [],
  limit = 10,
}: {
  shifts: T[];
  leave?: P[];
  limit?: number;
}): { rows: GanttRow<T, P>[]; total: number } {
  const byAgent = new Map<string, GanttRow<T, P>>();
  for (const shift of shifts) {
    const row = byAgent.get(shift.agent_id);
    if (row) row.shifts.push(shift);
    else
      byAgent.set(shift.agent_id, {
        agentId: shift.agent_id,
        agentName: shift.agent_name ?? "",
        shifts: [shift],
        leave: [],
      });
  }
  for (const period of leave) byAgent.get(period.agentId)?.leave.push(period);
  const rows = [...byAgent.values()].sort((a, b) => a.agentName.localeCompare(b.agentName, "fr"));
  return { rows: rows.slice(0, limit), total: rows.length };
}

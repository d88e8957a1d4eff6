// The service delivered to a client (issue 25), computed from the planning and the agents' clock
// actions: hours planned on the client's posts, hours clocked, fulfilment, late clock-ins and posts left
// uncovered, by ISO week and by month. Pure: the API reads shifts and events, this file counts.

export type TPlannedShift = {
  id: string;
  siteId: string;
  /** The planning day `YYYY-MM-DD`: a night shift belongs to the day it starts. */
  shiftDate: string;
  startsAt: Date;
  endsAt: Date;
};

export type TClockEvent = {
  shiftId: string | null;
  kind: "clock_in" | "clock_out" | "break_start" | "break_end";
  occurredAt: Date;
};

export type TShiftService = {
  shiftId: string;
  plannedMinutes: number;
  workedMinutes: number;
  late: boolean;
  uncovered: boolean;
};

export type TServiceFigures = {
  plannedMinutes: number;
  workedMinutes: number;
  /** Clocked over planned, in %, one decimal; null when nothing was planned. */
  fulfilment: number | null;
  lateClockIns: number;
  uncoveredPosts: number;
  shifts: number;
};

const minutes = (from: Date, to: Date) => Math.max(0, Math.round((to.getTime() - from.getTime()) / 60_000));

/**
 * One shift's service: clocked time is each clock-in to the next clock-out, within the shift's hours
 * (time before the start or after the end was not ordered), breaks removed; a clock-in still open counts
 * until `now` or the shift's end. Late: the first clock-in after the start plus the tolerance. Uncovered:
 * the shift has started and nobody clocked in.
 */
export function shiftService({
  shift,
  events,
  now,
  lateToleranceMinutes,
}: {
  shift: TPlannedShift;
  events: readonly TClockEvent[];
  now: Date;
  lateToleranceMinutes: number;
}): TShiftService {
  const mine = events
    .filter((e) => e.shiftId === shift.id)
    .sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
  const clip = (d: Date) =>
    new Date(Math.min(Math.max(d.getTime(), shift.startsAt.getTime()), shift.endsAt.getTime()));
  let worked = 0;
  let openFrom: Date | null = null;
  for (const e of mine) {
    if ((e.kind === "clock_in" || e.kind === "break_end") && !openFrom) openFrom = e.occurredAt;
    else if ((e.kind === "clock_out" || e.kind === "break_start") && openFrom) {
      worked += minutes(clip(openFrom), clip(e.occurredAt));
      openFrom = null;
    }
  }
  if (openFrom) worked += minutes(clip(openFrom), clip(now));
  const firstIn = mine.find((e) => e.kind === "clock_in");
  const late = Boolean(
    firstIn && firstIn.occurredAt.getTime() > shift.startsAt.getTime() + lateToleranceMinutes * 60_000,
  );
  return {
    shiftId: shift.id,
    plannedMinutes: minutes(shift.startsAt, shift.endsAt),
    workedMinutes: worked,
    late,
    uncovered: !firstIn && shift.startsAt.getTime() <= now.getTime(),
  };
}

export function sumFigures(rows: readonly TShiftService[]): TServiceFigures {
  return figuresOf({
    plannedMinutes: rows.reduce((s, r) => s + r.plannedMinutes, 0),
    workedMinutes: rows.reduce((s, r) => s + r.workedMinutes, 0),
    lateClockIns: rows.filter((r) => r.late).length,
    uncoveredPosts: rows.filter((r) => r.uncovered).length,
    shifts: rows.length,
  });
}

/** The figures of sums already made (by the database, decision 124): the fulfilment rate added. */
export function figuresOf(sums: Omit<TServiceFigures, "fulfilment">): TServiceFigures {
  const { plannedMinutes: planned, workedMinutes: worked } = sums;
  return {
    plannedMinutes: planned,
    workedMinutes: worked,
    fulfilment: planned === 0 ? null : Math.round((worked / planned) * 1000) / 10,
    lateClockIns: sums.lateClockIns,
    uncoveredPosts: sums.uncoveredPosts,
    shifts: sums.shifts,
  };
}

/** The Monday `YYYY-MM-DD` of a day's ISO week. */
export function isoWeekMonday(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  const back = (d.getUTCDay() + 6) % 7;
  return new Date(d.getTime() - back * 86_400_000).toISOString().slice(0, 10);
}

/** Figures of the shifts grouped by a key of their day (week or month), in the key's order. */
export function figuresBy(
  shifts: readonly TPlannedShift[],
  services: ReadonlyMap<string, TShiftService>,
  key: (day: string) => string,
): { period: string; figures: TServiceFigures }[] {
  const groups = new Map<string, TShiftService[]>();
  for (const s of shifts) {
    const service = services.get(s.id);
    if (!service) continue;
    const k = key(s.shiftDate);
    groups.set(k, [...(groups.get(k) ?? []), service]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([period, rows]) => ({ period, figures: sumFigures(rows) }));
}

/** How a client sees an agent: first name and the initial of the last name ("Aminata D."). */
export function publicAgentName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return "—";
  const [first, ...rest] = parts;
  const last = rest.at(-1);
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : (first ?? "—");
}

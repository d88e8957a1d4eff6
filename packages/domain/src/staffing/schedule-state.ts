// Each agent's plan while the solver fills the period sub-problem after sub-problem (decision 110):
// the shifts fixed so far (existing ones, history included, and those already proposed) and the sums the
// model's constraints start from (work per ISO week, days worked, nights, Sundays, weekends).
import { mondayOf } from "../planning/copy-week.ts";
import type { TPlanningRules } from "../planning/planning-settings.ts";
import { scheduleRestsEnough } from "./greedy-schedule.ts";
import { nightMinutes, weekendOf, weekParts } from "./schedule-facts.ts";
import type { TExistingShift } from "./schedule-report.ts";
import { dayTypeOf, slotMinutes } from "./staffing.rules.ts";

export type TAgentState = {
  plan: TExistingShift[];
  days: Set<string>;
  /** Work minutes per ISO week, history included: the legal weekly cap. */
  weekWork: Map<string, number>;
  /** Work minutes per ISO week inside the period: the contract. */
  periodWeekWork: Map<string, number>;
  nights: number;
  sundays: number;
  weekends: Set<string>;
};

export function emptyState(): TAgentState {
  return {
    plan: [],
    days: new Set(),
    weekWork: new Map(),
    periodWeekWork: new Map(),
    nights: 0,
    sundays: 0,
    weekends: new Set(),
  };
}

/** Adds a shift to the agent's state (the period's dates decide what counts for contract and fairness). */
export function addShift(
  state: TAgentState,
  shift: TExistingShift,
  rules: TPlanningRules,
  inPeriod: ReadonlySet<string>,
): void {
  if (shift.status === "cancelled") return;
  state.plan.push(shift);
  state.days.add(shift.shift_date);
  const length = slotMinutes(shift);
  const work = Math.max(0, length - (shift.break_minutes ?? rules.defaultBreakMinutes));
  const week = mondayOf(shift.shift_date);
  for (const [w, minutes] of weekParts(shift, rules))
    state.weekWork.set(w, (state.weekWork.get(w) ?? 0) + minutes);
  if (!inPeriod.has(shift.shift_date)) return;
  state.periodWeekWork.set(week, (state.periodWeekWork.get(week) ?? 0) + work);
  if (nightMinutes(shift.start_time, length, rules) >= rules.nightWorkerMinNightHours * 60) state.nights += 1;
  const type = dayTypeOf(shift.shift_date);
  if (type === "sunday" || type === "holiday") state.sundays += 1;
  const weekend = weekendOf(shift.shift_date);
  if (weekend) state.weekends.add(weekend);
}

/** Work of his fixed shifts that start in the ISO week `week` (the profile's own weekly cap, decision 126). */
export function fixedStartWeekWork(state: TAgentState, week: string, rules: TPlanningRules): number {
  return state.plan
    .filter((s) => mondayOf(s.shift_date) === week)
    .reduce(
      (sum, s) => sum + Math.max(0, slotMinutes(s) - (s.break_minutes ?? rules.defaultBreakMinutes)),
      0,
    );
}

/** Whether the agent may still take a slot on `date`: no shift that day and the daily rest kept. */
export function freeFor(
  state: TAgentState,
  slot: { shift_date: string; start_time: string; end_time: string },
  rules: TPlanningRules,
): boolean {
  if (state.days.has(slot.shift_date)) return false;
  return scheduleRestsEnough(state.plan, slot, rules.minRestHours);
}

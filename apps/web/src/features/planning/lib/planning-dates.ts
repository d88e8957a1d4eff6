import {
  addDays,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  format,
  parseISO,
  startOfMonth,
  startOfWeek,
} from "date-fns";
import type { PlanningRange } from "../api/planning-keys.ts";

// Spec part 2, section 4: the week starts on Monday, on both planning screens.
const WEEK = { weekStartsOn: 1 } as const;

/** "yyyy-MM-dd" of a local calendar day, the API's shift_date format. */
export function toIsoDate(date: Date): string {
  return format(date, "yyyy-MM-dd");
}

/** A local calendar day from "yyyy-MM-dd" (midnight local time, never shifted by UTC). */
export function fromIsoDate(iso: string): Date {
  return parseISO(iso);
}

/** The seven days, Monday to Sunday, of the week holding `anchor`. */
export function weekDays(anchor: Date): Date[] {
  const monday = startOfWeek(anchor, WEEK);
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

export function weekRange(anchor: Date): PlanningRange {
  const days = weekDays(anchor);
  return { start_date: toIsoDate(days[0] as Date), end_date: toIsoDate(days[6] as Date) };
}

/** The month holding `anchor`, as the rows of a calendar (whole weeks, Monday first). */
export function monthWeeks(anchor: Date): Date[][] {
  const days = eachDayOfInterval({
    start: startOfWeek(startOfMonth(anchor), WEEK),
    end: endOfWeek(endOfMonth(anchor), WEEK),
  });
  const weeks: Date[][] = [];
  for (let index = 0; index < days.length; index += 7) weeks.push(days.slice(index, index + 7));
  return weeks;
}

/** The calendar month holding `anchor` (only its own days: the spec loads "the whole month"). */
export function monthRange(anchor: Date): PlanningRange {
  return { start_date: toIsoDate(startOfMonth(anchor)), end_date: toIsoDate(endOfMonth(anchor)) };
}

/** Shifts grouped by the day they start on. */
export function shiftsByDay<T extends { shift_date: string; start_time: string }>(shifts: T[]) {
  const map = new Map<string, T[]>();
  const sorted = [...shifts].sort((a, b) => a.start_time.localeCompare(b.start_time));
  for (const shift of sorted) {
    const list = map.get(shift.shift_date);
    if (list) list.push(shift);
    else map.set(shift.shift_date, [shift]);
  }
  return map;
}

/** Today, as a local day. */
export function today(): string {
  return toIsoDate(new Date());
}

export function addDaysTo(day: string, amount: number): string {
  return toIsoDate(addDays(fromIsoDate(day), amount));
}

/** The Monday of the day's week (French weeks start on Monday, spec section 4). */
export function mondayOf(day: string): string {
  return toIsoDate(startOfWeek(fromIsoDate(day), WEEK));
}

/** `count` consecutive days from `start`, included. */
export function daysFrom(start: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => addDaysTo(start, index));
}

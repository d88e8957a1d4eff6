import { addDays, format, parseISO, startOfWeek } from "date-fns";

/** A local day as the API writes it. */
export function toDay(date: Date): string {
  return format(date, "yyyy-MM-dd");
}

/** The local day a yyyy-MM-dd string names (parsed at local midnight, never as UTC). */
export function fromDay(day: string): Date {
  return parseISO(day);
}

export function today(): string {
  return toDay(new Date());
}

export function addDaysTo(day: string, amount: number): string {
  return toDay(addDays(fromDay(day), amount));
}

/** The Monday of the day's week (French weeks start on Monday, spec section 4). */
export function mondayOf(day: string): string {
  return toDay(startOfWeek(fromDay(day), { weekStartsOn: 1 }));
}

/** `count` consecutive days from `start`, included. */
export function daysFrom(start: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => addDaysTo(start, index));
}

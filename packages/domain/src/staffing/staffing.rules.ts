// Which posts a week needs and how many of their agents the shifts already provide (issue 24). Pure:
// the API and the solver both read a week through `weekCoverage`, so "uncovered" means one thing.
import { isPublicHoliday } from "../payroll/hours-split.ts";
import { mondayOf } from "../planning/copy-week.ts";
import { dayToIso, isoToDay, isoWeekday } from "../planning/zone-clock.ts";
import type { TCoverageSlot, TCoverageWeek, TDayTypeCounts } from "./staffing.schemas.ts";

export type TCoverageNeed = {
  id: string;
  site_id: string;
  name: string;
  start_time: string;
  end_time: string;
  required: TDayTypeCounts;
  date_counts: { date: string; count: number }[];
  valid_from: string | null;
  valid_to: string | null;
  missing_cost: number;
  extra_cost: number;
};

export type TCoveringShift = {
  site_id: string;
  shift_date: string;
  start_time: string;
  end_time: string;
  status: string;
  post: string | null;
};

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The slot's length on the wall clock; an end at or before the start is on the next day. */
export function slotMinutes({ start_time, end_time }: { start_time: string; end_time: string }): number {
  const length = toMinutes(end_time) - toMinutes(start_time);
  return length > 0 ? length : length + 24 * 60;
}

export type TDayType = keyof TDayTypeCounts;

/** A public holiday wins over the weekday: a holiday Sunday is paid and staffed as a holiday. */
export function dayTypeOf(date: string): TDayType {
  if (isPublicHoliday({ date })) return "holiday";
  // isoWeekday counts from Monday = 0.
  const weekday = isoWeekday({ day: isoToDay({ date }) ?? 0 });
  if (weekday === 5) return "saturday";
  if (weekday === 6) return "sunday";
  return "weekday";
}

/** How many agents the post needs on `date`: none outside its validity, a date count over the day type. */
export function requiredOn(post: TCoverageNeed, date: string): number {
  if (post.valid_from && date < post.valid_from) return 0;
  if (post.valid_to && date > post.valid_to) return 0;
  const exact = post.date_counts.find((d) => d.date === date);
  if (exact) return exact.count;
  return post.required[dayTypeOf(date)];
}

const normal = (text: string | null) => (text ?? "").trim().toLocaleLowerCase("fr");

/**
 * The post a shift holds: the post of its site named like the shift's post, or, for a shift without
 * a post, the one with the same start and end. A cancelled shift holds none.
 */
export function postOfShift<P extends TCoverageNeed>(shift: TCoveringShift, posts: readonly P[]): P | null {
  if (shift.status === "cancelled") return null;
  const onSite = posts.filter((p) => p.site_id === shift.site_id);
  const name = normal(shift.post);
  if (name) return onSite.find((p) => normal(p.name) === name) ?? null;
  return onSite.find((p) => p.start_time === shift.start_time && p.end_time === shift.end_time) ?? null;
}

export function weekDates(date: string): string[] {
  const monday = isoToDay({ date: mondayOf(date) }) ?? 0;
  return Array.from({ length: 7 }, (_, i) => dayToIso({ day: monday + i }));
}

/** The needs of `dates` against the shifts: per post and date, required, assigned, missing and extra. */
export function coverageSlots({
  posts,
  shifts,
  dates,
}: {
  posts: readonly TCoverageNeed[];
  shifts: readonly TCoveringShift[];
  dates: readonly string[];
}): TCoverageSlot[] {
  const held = new Map<string, number>();
  for (const shift of shifts) {
    const post = postOfShift(shift, posts);
    if (!post) continue;
    const key = `${post.id}|${shift.shift_date}`;
    held.set(key, (held.get(key) ?? 0) + 1);
  }
  const slots: TCoverageSlot[] = [];
  for (const post of posts) {
    for (const date of dates) {
      const required = requiredOn(post, date);
      const assigned = held.get(`${post.id}|${date}`) ?? 0;
      if (required === 0 && assigned === 0) continue;
      slots.push({
        post_id: post.id,
        site_id: post.site_id,
        post_name: post.name,
        date,
        start_time: post.start_time,
        end_time: post.end_time,
        required,
        assigned,
        missing: Math.max(0, required - assigned),
        extra: Math.max(0, assigned - required),
        slot_minutes: slotMinutes(post),
      });
    }
  }
  return slots;
}

/** The week (Monday to Sunday) holding `date`: its slots, uncovered and overstaffed minutes and cost. */
export function weekCoverage({
  date,
  posts,
  shifts,
}: {
  date: string;
  posts: readonly TCoverageNeed[];
  shifts: readonly TCoveringShift[];
}): TCoverageWeek {
  const dates = weekDates(date);
  const slots = coverageSlots({ posts, shifts, dates });
  const byId = new Map(posts.map((p) => [p.id, p]));
  let required = 0;
  let uncovered = 0;
  let overstaffed = 0;
  let cost = 0;
  for (const slot of slots) {
    const post = byId.get(slot.post_id);
    required += slot.required * slot.slot_minutes;
    uncovered += slot.missing * slot.slot_minutes;
    overstaffed += slot.extra * slot.slot_minutes;
    cost += slot.missing * (post?.missing_cost ?? 0) + slot.extra * (post?.extra_cost ?? 0);
  }
  return {
    week_start: dates[0] ?? date,
    week_end: dates[6] ?? date,
    required_minutes: required,
    uncovered_minutes: uncovered,
    overstaffed_minutes: overstaffed,
    cost,
    slots,
  };
}

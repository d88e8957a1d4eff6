import { z } from "zod";
import { DAY_MS, zoneClock } from "../planning/zone-clock.ts";

// Scheduled e-mail summaries of the portal (issue 25): a client user chooses weekly or monthly; each
// complete period is summed up once, after it ends.

export const SUMMARY_FREQUENCIES = ["none", "weekly", "monthly"] as const;
export type TSummaryFrequency = (typeof SUMMARY_FREQUENCIES)[number];
export const ZSummaryPreference = z.object({ frequency: z.enum(SUMMARY_FREQUENCIES) }).strict();
export type TSummaryPreference = z.infer<typeof ZSummaryPreference>;

const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The last complete period before `now` in the company's days (`timeZone`, Europe/Paris for the
 * planning): the previous ISO week, Monday to Sunday, or the previous calendar month. At 00:30 in Paris
 * on a Monday the week just ended is complete, though it is still Sunday in UTC. `start` names it: a
 * summary is due while the last one sent is older.
 */
export function lastCompletePeriod(frequency: "weekly" | "monthly", now: Date, timeZone: string) {
  // The local calendar day as a UTC midnight, so the arithmetic below stays on whole days.
  const today = new Date(zoneClock({ timeZone }).dayOf(now.getTime()) * DAY_MS);
  if (frequency === "weekly") {
    const sinceMonday = (today.getUTCDay() + 6) % 7;
    const monday = new Date(today.getTime() - (sinceMonday + 7) * 86_400_000);
    const sunday = new Date(monday.getTime() + 6 * 86_400_000);
    return { start: day(monday), from: day(monday), to: day(sunday) };
  }
  const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
  const last = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 0));
  return { start: day(first), from: day(first), to: day(last) };
}

/** True when the period starting at `start` has not been sent yet. */
export const summaryDue = (lastSent: string | null, start: string) => lastSent === null || lastSent < start;

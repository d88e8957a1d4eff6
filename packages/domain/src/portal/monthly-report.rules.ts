// The monthly service report of a client (issue 25): how a tour run counts, and the month's days.

export type TTourOutcome = "done" | "late" | "missed" | "in_progress";

/**
 * A run walked to the end within its expected duration is done; walked to the end after it, late; a
 * run that ended with checkpoints missed is missed. A scheduled tour never started is an alarm of the
 * tours' watch job, not a run: the report counts runs.
 */
export function tourOutcome(run: {
  status: string;
  startedAt: Date;
  finishedAt: Date | null;
  expectedMinutes: number;
}): TTourOutcome {
  if (run.status === "incomplete") return "missed";
  if (run.status !== "completed" || !run.finishedAt) return "in_progress";
  const due = run.startedAt.getTime() + run.expectedMinutes * 60_000;
  return run.finishedAt.getTime() > due ? "late" : "done";
}

export function countTourOutcomes(outcomes: readonly TTourOutcome[]) {
  const counts = { done: 0, late: 0, missed: 0, in_progress: 0 };
  for (const o of outcomes) counts[o] += 1;
  return counts;
}

/** "2026-03" → its first and last day, "2026-03-01" and "2026-03-31". */
export function monthDays(month: string): { from: string; to: string } {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, "0")}` };
}

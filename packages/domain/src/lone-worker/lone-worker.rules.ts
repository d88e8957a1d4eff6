// Lone-worker protection (PTI, Code du travail R4543-19): when the next 'Tout va bien ?' check is
// due, when it is missed, and what the interval and grace may be. Pure: the job and the phone's
// screen compute the same instants.

export const LONE_WORKER_DEFAULTS = { intervalMin: 60, graceMin: 10 } as const;
export const LONE_WORKER_BOUNDS = { intervalMin: [5, 480], graceMin: [1, 60] } as const;

export const LONE_WORKER_CHECK_STATUSES = ["pending", "ok", "missed", "cancelled"] as const;
export type TLoneWorkerCheckStatus = (typeof LONE_WORKER_CHECK_STATUSES)[number];

const MINUTE = 60_000;

/** The last moment an answer counts: due time plus grace. */
export const checkDeadline = ({ dueAt, graceMin }: { dueAt: Date; graceMin: number }): Date =>
  new Date(dueAt.getTime() + graceMin * MINUTE);

/** A pending check is missed once the deadline has passed (strictly). */
export const isCheckMissed = ({ dueAt, graceMin, now }: { dueAt: Date; graceMin: number; now: Date }) =>
  now.getTime() > checkDeadline({ dueAt, graceMin }).getTime();

export type TLastCheck = {
  status: TLoneWorkerCheckStatus;
  dueAt: Date;
  graceMin: number;
  answeredAt: Date | null;
};

/**
 * When the next check is due for an agent on duty since `clockInAt`: one interval after the clock-in,
 * or after the last check of this duty — its answer, or for a missed check its late answer or else
 * its deadline (the alarm is already raised; the next check must not follow one minute later). A
 * pending check is still open: it is the one due. Checks of an earlier duty are ignored.
 */
export function nextCheckDueAt({
  clockInAt,
  lastCheck,
  intervalMin,
}: {
  clockInAt: Date;
  lastCheck: TLastCheck | null;
  intervalMin: number;
}): Date {
  const check = lastCheck && lastCheck.dueAt.getTime() >= clockInAt.getTime() ? lastCheck : null;
  if (!check || check.status === "cancelled") return new Date(clockInAt.getTime() + intervalMin * MINUTE);
  if (check.status === "pending") return check.dueAt;
  const base =
    check.status === "ok"
      ? (check.answeredAt ?? check.dueAt)
      : (check.answeredAt ?? checkDeadline({ dueAt: check.dueAt, graceMin: check.graceMin }));
  return new Date(Math.max(base.getTime(), clockInAt.getTime()) + intervalMin * MINUTE);
}

/** A check to create now: none is open and the next one is due. */
export const checkIsDue = ({ nextDueAt, now }: { nextDueAt: Date; now: Date }) =>
  now.getTime() >= nextDueAt.getTime();

/** What an answer does to a check: closes a pending one; a late one is recorded and the alarm stays. */
export function answerOutcome({
  status,
}: {
  status: TLoneWorkerCheckStatus;
}): "close" | "record_late" | "ignore" {
  if (status === "pending") return "close";
  if (status === "missed") return "record_late";
  return "ignore";
}

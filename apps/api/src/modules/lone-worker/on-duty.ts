import { and, desc, eq, gte, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { attendanceEvents, loneWorkerChecks, loneWorkerPolicies, shifts } from "../../db/schema.ts";
import type { Tx } from "../../lib/tenancy.ts";

/** A duty longer than this is not looked for: a clock-in two days old without clock-out is stale. */
const DUTY_LOOKBACK_MS = 48 * 3600_000;

export type Duty = {
  agentId: string;
  companyId: string;
  siteId: string;
  shiftId: string | null;
  post: string | null;
  clockInAt: Date;
};

/**
 * Agents on duty: their latest clock event (by the phone's time) is a clock-in. Read straight from
 * `attendance_events` (slice A writes it). `agentId` narrows to one agent (the phone's own screen).
 */
export async function loadDuties({
  db,
  now,
  agentId,
}: {
  db: Db | Tx;
  now: Date;
  agentId?: string;
}): Promise<Duty[]> {
  const latest = await db
    .selectDistinctOn([attendanceEvents.agentId], {
      agentId: attendanceEvents.agentId,
      companyId: attendanceEvents.companyId,
      siteId: attendanceEvents.siteId,
      shiftId: attendanceEvents.shiftId,
      kind: attendanceEvents.kind,
      occurredAt: attendanceEvents.occurredAt,
      post: shifts.post,
    })
    .from(attendanceEvents)
    .leftJoin(shifts, eq(shifts.id, attendanceEvents.shiftId))
    .where(
      and(
        inArray(attendanceEvents.kind, ["clock_in", "clock_out"]),
        gte(attendanceEvents.occurredAt, new Date(now.getTime() - DUTY_LOOKBACK_MS)),
        agentId ? eq(attendanceEvents.agentId, agentId) : undefined,
      ),
    )
    .orderBy(attendanceEvents.agentId, desc(attendanceEvents.occurredAt), desc(attendanceEvents.receivedAt));
  return latest
    .filter((e) => e.kind === "clock_in")
    .map((e) => ({
      agentId: e.agentId,
      companyId: e.companyId,
      siteId: e.siteId,
      shiftId: e.shiftId,
      post: e.post,
      clockInAt: e.occurredAt,
    }));
}

export type Policy = { intervalMin: number; graceMin: number };

/**
 * The rule of each duty: the post's own policy when there is one, else the site's; none (no checks)
 * when the site has no policy or it is disabled (decision 086).
 */
export async function policiesFor({ db, duties }: { db: Db | Tx; duties: Duty[] }) {
  const result = new Map<string, Policy>();
  if (duties.length === 0) return result;
  const rows = await db
    .select()
    .from(loneWorkerPolicies)
    .where(inArray(loneWorkerPolicies.siteId, [...new Set(duties.map((d) => d.siteId))]));
  const key = (siteId: string, post: string) => `${siteId}|${post}`;
  const bySitePost = new Map(rows.map((r) => [key(r.siteId, r.post), r]));
  for (const duty of duties) {
    const rule =
      (duty.post && bySitePost.get(key(duty.siteId, duty.post))) || bySitePost.get(key(duty.siteId, ""));
    if (rule?.enabled && rule.companyId === duty.companyId) {
      result.set(duty.agentId, { intervalMin: rule.intervalMin, graceMin: rule.graceMin });
    }
  }
  return result;
}

/** The latest check of each agent (any status). */
export async function lastChecks({ db, agentIds }: { db: Db | Tx; agentIds: string[] }) {
  if (agentIds.length === 0) return new Map<string, typeof loneWorkerChecks.$inferSelect>();
  const rows = await db
    .selectDistinctOn([loneWorkerChecks.agentId])
    .from(loneWorkerChecks)
    .where(inArray(loneWorkerChecks.agentId, agentIds))
    .orderBy(loneWorkerChecks.agentId, desc(loneWorkerChecks.dueAt), desc(loneWorkerChecks.createdAt));
  return new Map(rows.map((r) => [r.agentId, r]));
}

import { MSG_ATTENDANCE, type TAttendanceException } from "@hts/domain";
import { and, count, desc, eq, isNotNull } from "drizzle-orm";
import { agents, attendanceEvents, sites } from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import type { EventBus } from "../../lib/events/event-bus.ts";
import { requireScope } from "../../lib/record-access.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toException(row: {
  event: typeof attendanceEvents.$inferSelect;
  agentName: string;
  siteName: string;
}): TAttendanceException {
  const e = row.event;
  return {
    id: e.id,
    agent_id: e.agentId,
    agent_name: row.agentName,
    site_id: e.siteId,
    site_name: row.siteName,
    shift_id: e.shiftId,
    kind: e.kind,
    occurred_at: e.occurredAt.toISOString(),
    received_at: e.receivedAt.toISOString(),
    flags: e.flags,
    distance_m: e.distanceM,
    exception_reason: e.exceptionReason,
    review_status: e.reviewStatus as TAttendanceException["review_status"],
    reviewed_by: e.reviewedByName,
    reviewed_at: e.reviewedAt?.toISOString() ?? null,
  };
}

/** Clock actions awaiting (or past) a manager's review: outside the radius, unplanned. Newest first. */
export async function listExceptions({
  auth,
  status,
  limit,
  offset,
}: {
  auth: AuthContext;
  status?: "pending" | "approved" | "rejected";
  limit: number;
  offset: number;
}) {
  requireScope(auth, "timesheet", "read");
  const where = auth.tenant.scope(
    attendanceEvents,
    status ? eq(attendanceEvents.reviewStatus, status) : isNotNull(attendanceEvents.reviewStatus),
  );
  const [rows, total] = await Promise.all([
    auth.tenant.db
      .select({ event: attendanceEvents, agentName: agents.name, siteName: sites.name })
      .from(attendanceEvents)
      .innerJoin(agents, eq(agents.id, attendanceEvents.agentId))
      .innerJoin(sites, eq(sites.id, attendanceEvents.siteId))
      .where(where)
      .orderBy(desc(attendanceEvents.occurredAt))
      .limit(limit)
      .offset(offset),
    auth.tenant.db.select({ n: count() }).from(attendanceEvents).where(where),
  ]);
  return { items: rows.map(toException), total: total[0]?.n ?? 0 };
}

/** 'Approuver' or 'Refuser' an exception, once (a decided one answers 409), audited. */
export async function reviewException({
  auth,
  events,
  id,
  decision,
}: {
  auth: AuthContext;
  events: EventBus;
  id: string;
  decision: "approved" | "rejected";
}): Promise<TAttendanceException> {
  requireScope(auth, "attendance-event", "update");
  if (!UUID.test(id)) throw notFound(MSG_ATTENDANCE.eventNotFound);
  const updated = await auth.tenant.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: attendanceEvents.reviewStatus })
      .from(attendanceEvents)
      .where(and(eq(attendanceEvents.companyId, auth.companyId), eq(attendanceEvents.id, id)));
    if (!current) throw notFound(MSG_ATTENDANCE.eventNotFound);
    const [row] = await tx
      .update(attendanceEvents)
      .set({
        reviewStatus: decision,
        reviewedById: auth.user.id,
        reviewedByName: auth.user.name,
        reviewedAt: new Date(),
      })
      .where(and(eq(attendanceEvents.id, id), eq(attendanceEvents.reviewStatus, "pending")))
      .returning();
    if (!row) throw conflict(MSG_ATTENDANCE.notAnException);
    await audit(tx, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "review",
      entity: "attendance-event",
      entityId: id,
      details: { decision, agentId: row.agentId },
    });
    return row;
  });
  await events.publishSafely({ companyId: auth.companyId, type: "attendance.updated", id });
  const [names] = await auth.tenant.db
    .select({ agentName: agents.name, siteName: sites.name })
    .from(agents)
    .innerJoin(sites, eq(sites.id, updated.siteId))
    .where(eq(agents.id, updated.agentId));
  return toException({ event: updated, agentName: names?.agentName ?? "", siteName: names?.siteName ?? "" });
}

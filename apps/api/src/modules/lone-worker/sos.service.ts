import { MSG_LONE_WORKER, type TPositionUpdate, type TSosInput, type TSosResult } from "@hts/domain";
import { and, desc, eq, gte, ne } from "drizzle-orm";
import { agentSosEvents, agents, attendanceEvents, shifts } from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { conflict } from "../../lib/errors.ts";
import type { EventBus } from "../../lib/events/event-bus.ts";
import { requireScope } from "../../lib/record-access.ts";
import { inTransaction, type Tx } from "../../lib/tenancy.ts";
import { raiseFieldAlarm } from "./field-alarms.ts";
import { callerAgentId, savePosition } from "./me.service.ts";

/** A phone may store a position at most every 10 s: a runaway ping loop costs nothing more. */
export const POSITION_MIN_GAP_MS = 10_000;

const toResult = (row: typeof agentSosEvents.$inferSelect, replayed: boolean): TSosResult => ({
  id: row.id,
  client_id: row.clientId,
  alarm_id: row.alarmId,
  occurred_at: row.occurredAt.toISOString(),
  received_at: row.receivedAt.toISOString(),
  replayed,
});

/** The site an SOS belongs to: the current duty's, else the shift in progress or next, else the assigned site. */
async function siteOfAgent(tx: Tx, companyId: string, agentId: string): Promise<string | null> {
  const [event] = await tx
    .select({ siteId: attendanceEvents.siteId })
    .from(attendanceEvents)
    .where(and(eq(attendanceEvents.companyId, companyId), eq(attendanceEvents.agentId, agentId)))
    .orderBy(desc(attendanceEvents.occurredAt))
    .limit(1);
  if (event) return event.siteId;
  const [shift] = await tx
    .select({ siteId: shifts.siteId })
    .from(shifts)
    .where(
      and(
        eq(shifts.companyId, companyId),
        eq(shifts.agentId, agentId),
        ne(shifts.status, "cancelled"),
        gte(shifts.endsAt, new Date()),
      ),
    )
    .orderBy(shifts.startsAt)
    .limit(1);
  if (shift) return shift.siteId;
  const [agent] = await tx
    .select({ siteId: agents.assignedSiteId })
    .from(agents)
    .where(eq(agents.id, agentId));
  return agent?.siteId ?? null;
}

/**
 * SOS from the agent app: a critical alarm at once, with the position. The client id is stored with
 * the alarm it raised, so a replay from the offline queue answers that one and raises nothing new.
 */
export async function raiseSos({
  auth,
  events,
  input,
}: {
  auth: AuthContext;
  events: EventBus;
  input: TSosInput;
}): Promise<{ status: 200 | 201; body: TSosResult }> {
  requireScope(auth, "lone-worker-check", "create");
  const agentId = await callerAgentId(auth);
  const result = await inTransaction(auth.tenant, async (t) => {
    const [inserted] = await t.db
      .insert(agentSosEvents)
      .values({
        companyId: auth.companyId,
        agentId,
        clientId: input.client_id,
        occurredAt: input.occurred_at,
        latitude: input.position?.lat ?? null,
        longitude: input.position?.lng ?? null,
        accuracy: input.position?.accuracy ?? null,
      })
      .onConflictDoNothing()
      .returning();
    if (!inserted) {
      const [stored] = await t.db
        .select()
        .from(agentSosEvents)
        .where(and(eq(agentSosEvents.agentId, agentId), eq(agentSosEvents.clientId, input.client_id)));
      if (!stored) throw new Error("sos vanished");
      return { status: 200 as const, body: toResult(stored, true) };
    }
    if (input.position) {
      await savePosition({
        db: t.db,
        companyId: auth.companyId,
        agentId,
        position: input.position,
        recordedAt: input.occurred_at,
        source: "sos",
      });
    }
    const siteId = await siteOfAgent(t.db, auth.companyId, agentId);
    if (!siteId) throw conflict(MSG_LONE_WORKER.noSite);
    const alarm = await raiseFieldAlarm({
      tx: t.db,
      companyId: auth.companyId,
      agentId,
      siteId,
      kind: "sos",
      userId: auth.user.id,
      params: { at: { dateTime: input.occurred_at.toISOString() } },
      details: { sosId: inserted.id, clientId: input.client_id },
    });
    const [row] = await t.db
      .update(agentSosEvents)
      .set({ alarmId: alarm.id })
      .where(eq(agentSosEvents.id, inserted.id))
      .returning();
    if (!row) throw new Error("sos vanished");
    await audit(t.db, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "sos",
      entity: "agent",
      entityId: agentId,
      details: { sosId: row.id, alarmId: alarm.id, clientId: input.client_id },
    });
    return { status: 201 as const, body: toResult(row, false) };
  });
  if (result.status === 201 && result.body.alarm_id) {
    await events.publishSafely({
      companyId: auth.companyId,
      type: "alarm.created",
      id: result.body.alarm_id,
    });
  }
  return result;
}

/** POST /api/me/position: the periodic ping; no live event (slice C batches the floor's refresh). */
export async function updatePosition({ auth, input }: { auth: AuthContext; input: TPositionUpdate }) {
  requireScope(auth, "lone-worker-check", "create");
  const agentId = await callerAgentId(auth);
  const accepted = await savePosition({
    db: auth.tenant.db,
    companyId: auth.companyId,
    agentId,
    position: input.position,
    recordedAt: input.occurred_at,
    source: "ping",
    minGapMs: POSITION_MIN_GAP_MS,
  });
  return { accepted, recorded_at: input.occurred_at.toISOString() };
}

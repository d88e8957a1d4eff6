import { MSG_TOURS, type TTourRun, type TTourRunStart } from "@hts/domain";
import { and, eq } from "drizzle-orm";
import { agents, shifts, tourRuns, tours } from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { AppError, conflict, forbidden, notFound } from "../../lib/errors.ts";
import type { EventBus } from "../../lib/events/event-bus.ts";
import { requireScope } from "../../lib/record-access.ts";
import { signalFieldChange } from "../field/index.ts";
import { runsView } from "./run-view.ts";

/** How far ahead of the server's clock a phone's time may be (same bound as clock actions). */
export const FUTURE_TOLERANCE_MS = 5 * 60_000;
/** A tour may start a little before the shift or end a little after it (handover). */
const SHIFT_MARGIN_MS = 30 * 60_000;

export type RunResult = { status: 200 | 201; body: TTourRun };

/** The agent the caller signs in as: a tour is walked by an agent for himself only. */
export async function tourAgent(auth: AuthContext): Promise<{ id: string; name: string }> {
  requireScope(auth, "tour-run", "create");
  const [agent] = await auth.tenant.db
    .select({ id: agents.id, name: agents.name })
    .from(agents)
    .where(auth.tenant.scope(agents, eq(agents.userId, auth.user.id)))
    .limit(1);
  if (!agent) throw forbidden(MSG_TOURS.notAnAgent);
  return agent;
}

export function refuseFuture(occurredAt: string, now: Date): Date {
  const at = new Date(occurredAt);
  if (at.getTime() > now.getTime() + FUTURE_TOLERANCE_MS)
    throw new AppError("validation", [
      { loc: ["body", "occurred_at"], msg: MSG_TOURS.futureTime, type: "future" },
    ]);
  return at;
}

/**
 * Starts a tour on one of the agent's own shifts, on that shift's site, at the phone's time. The run's
 * id is the phone's `client_id`: sent again (offline replay), the stored run is answered.
 */
export async function startRun({
  auth,
  agent,
  input,
  events,
}: {
  auth: AuthContext;
  agent: { id: string };
  input: TTourRunStart;
  events: EventBus;
}): Promise<RunResult> {
  const now = new Date();
  const at = refuseFuture(input.occurred_at, now);
  const result = await auth.tenant.db.transaction(async (tx): Promise<RunResult> => {
    // One agent's actions one at a time: a replay racing its original finds the stored run.
    await tx.select({ id: agents.id }).from(agents).where(eq(agents.id, agent.id)).for("update");
    const [existing] = await tx.select().from(tourRuns).where(eq(tourRuns.id, input.client_id));
    if (existing) {
      if (existing.agentId !== agent.id || existing.companyId !== auth.companyId)
        throw notFound(MSG_TOURS.runNotFound);
      const [body] = await runsView({ db: tx, runs: [existing], replayed: true });
      return { status: 200, body: body as TTourRun };
    }
    const [shift] = await tx
      .select()
      .from(shifts)
      .where(and(eq(shifts.companyId, auth.companyId), eq(shifts.id, input.shift_id)));
    if (!shift || shift.agentId !== agent.id || shift.status === "cancelled")
      throw notFound(MSG_TOURS.shiftNotFound);
    const [tour] = await tx
      .select()
      .from(tours)
      .where(and(eq(tours.companyId, auth.companyId), eq(tours.id, input.tour_id)));
    if (!tour?.active) throw notFound(MSG_TOURS.tourNotFound);
    if (tour.siteId !== shift.siteId || (tour.post && shift.post && tour.post !== shift.post))
      throw conflict(MSG_TOURS.notOnShift);
    if (
      at.getTime() < shift.startsAt.getTime() - SHIFT_MARGIN_MS ||
      at.getTime() > shift.endsAt.getTime() + SHIFT_MARGIN_MS
    )
      throw conflict(MSG_TOURS.outsideShift);
    const [run] = await tx
      .insert(tourRuns)
      .values({
        id: input.client_id,
        companyId: auth.companyId,
        tourId: tour.id,
        siteId: tour.siteId,
        agentId: agent.id,
        shiftId: shift.id,
        tourName: tour.name,
        stops: tour.stops,
        ordered: tour.ordered,
        expectedMinutes: tour.expectedMinutes,
        startedAt: at,
        receivedAt: now,
        latitude: input.position?.lat ?? null,
        longitude: input.position?.lng ?? null,
        accuracy: input.position?.accuracy ?? null,
        userId: auth.user.id,
      })
      .returning();
    if (!run) throw new Error("run not inserted");
    await audit(tx, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "start",
      entity: "tour-run",
      entityId: run.id,
      details: { tourId: tour.id, shiftId: shift.id, startedAt: input.occurred_at },
    });
    const [body] = await runsView({ db: tx, runs: [run], now });
    return { status: 201, body: body as TTourRun };
  });
  if (result.status === 201) signalFieldChange({ events, companyId: auth.companyId });
  return result;
}

import {
  clockInTiming,
  fieldSettingsOf,
  geofenceDecision,
  MSG_ATTENDANCE,
  nextAttendanceState,
  type TAttendanceEvent,
  type TAttendanceEventInput,
  type TAttendanceState,
} from "@hts/domain";
import { and, desc, eq, lte, sql } from "drizzle-orm";
import { agents, attendanceEvents, shifts, sites } from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import type { EventBus } from "../../lib/events/event-bus.ts";
import type { Tx } from "../../lib/tenancy.ts";
import { keepLastPosition, signalFieldChange } from "../field/index.ts";
import { cancelLoneWorkerChecks } from "../lone-worker/index.ts";
import { type AttendanceRow, toApiEvent } from "./attendance.mapper.ts";
import { ClockRefusal, clockInGates } from "./clock-gates.ts";
import { resolveMissedClockInAlarm } from "./missed-clock-in.ts";

/** How far ahead of the server's clock a phone's time may be before it is refused as wrong. */
const FUTURE_TOLERANCE_MS = 5 * 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const STATE_AFTER: Record<string, TAttendanceState> = {
  clock_in: "on_duty",
  break_end: "on_duty",
  break_start: "on_break",
  clock_out: "finished",
};

export type ClockResult = { status: 200 | 201; body: TAttendanceEvent };

type Where = { siteId: string; shiftId: string | null; post: string | null };

/** The agent's latest action at or before `at`: his state then, and the duty it belongs to. */
export async function latestEvent(tx: Tx, agentId: string, at?: Date): Promise<AttendanceRow | null> {
  const [row] = await tx
    .select()
    .from(attendanceEvents)
    .where(and(eq(attendanceEvents.agentId, agentId), at ? lte(attendanceEvents.occurredAt, at) : undefined))
    .orderBy(desc(attendanceEvents.occurredAt), desc(attendanceEvents.receivedAt))
    .limit(1);
  return row ?? null;
}

export const stateAfter = (row: AttendanceRow | null): TAttendanceState =>
  row ? (STATE_AFTER[row.kind] ?? "not_started") : "not_started";

async function siteOf(tx: Tx, companyId: string, id: string) {
  const [site] = UUID.test(id)
    ? await tx
        .select()
        .from(sites)
        .where(and(eq(sites.companyId, companyId), eq(sites.id, id)))
    : [];
  if (!site) throw notFound(MSG_ATTENDANCE.siteNotFound);
  return site;
}

/**
 * Where a clock-in happens and what it is flagged with: the agent's planned shift (window checked),
 * or a site with no shift ('unplanned'); then the geofence by the company's policy, then the gates.
 */
async function placeClockIn({
  tx,
  auth,
  agentId,
  input,
  at,
  flags,
}: {
  tx: Tx;
  auth: AuthContext;
  agentId: string;
  input: TAttendanceEventInput;
  at: Date;
  flags: string[];
}): Promise<Where & { distance: number | null; review: "pending" | null }> {
  const settings = fieldSettingsOf(auth.company.settings);
  let review: "pending" | null = null;
  let where: Where;
  let site: typeof sites.$inferSelect;
  if (input.shift_id) {
    const [shift] = await tx
      .select()
      .from(shifts)
      .where(and(eq(shifts.companyId, auth.companyId), eq(shifts.id, input.shift_id)));
    if (!shift || shift.agentId !== agentId || shift.status === "cancelled")
      throw notFound(MSG_ATTENDANCE.shiftNotFound);
    site = await siteOf(tx, auth.companyId, shift.siteId);
    where = { siteId: shift.siteId, shiftId: shift.id, post: shift.post };
    const timing = clockInTiming({
      startsAt: shift.startsAt,
      endsAt: shift.endsAt,
      at,
      beforeMin: settings.window_before_min,
      afterMin: settings.window_after_min,
    });
    if (timing === "early")
      throw new ClockRefusal("outside_window", {
        text: MSG_ATTENDANCE.tooEarly,
        params: { minutes: settings.window_before_min },
      });
    if (timing === "ended") throw new ClockRefusal("outside_window", MSG_ATTENDANCE.shiftEnded);
    if (timing === "late") flags.push("late");
  } else {
    if (!input.site_id)
      throw new AppError("validation", [
        { loc: ["body", "site_id"], msg: MSG_ATTENDANCE.siteRequired, type: "required" },
      ]);
    site = await siteOf(tx, auth.companyId, input.site_id);
    where = { siteId: site.id, shiftId: null, post: null };
    flags.push("unplanned");
    review = "pending";
  }
  const fence = geofenceDecision({
    site: { latitude: site.latitude, longitude: site.longitude, radius: site.geofenceRadius },
    position: input.position,
  });
  if (fence.status === "outside" || fence.status === "no_position") {
    if (settings.geofence_policy === "refuse" || !input.exception_reason) {
      const detail =
        fence.status === "outside"
          ? {
              text: MSG_ATTENDANCE.outsideGeofence,
              params: { distance: fence.distance_m, radius: site.geofenceRadius },
            }
          : MSG_ATTENDANCE.outsideGeofenceNoPosition;
      throw new ClockRefusal("outside_geofence", detail, {
        distance_m: fence.distance_m,
        radius_m: site.geofenceRadius,
      });
    }
    flags.push("outside_radius");
    review = "pending";
  }
  for (const gate of clockInGates) {
    const refusal = await gate({ tx, companyId: auth.companyId, agentId, ...where });
    if (refusal) throw refusal;
  }
  return { ...where, distance: fence.distance_m, review };
}

/**
 * One clock action of the caller's agent. Applied once per `client_id`: a replay (or a concurrent
 * duplicate, serialised by the agent row's lock and the unique key) answers the stored result.
 */
export async function recordClockEvent({
  auth,
  agent,
  input,
  events,
}: {
  auth: AuthContext;
  agent: { id: string; name: string };
  input: TAttendanceEventInput;
  events: EventBus;
}): Promise<ClockResult> {
  const at = new Date(input.occurred_at);
  const now = new Date();
  if (at.getTime() > now.getTime() + FUTURE_TOLERANCE_MS)
    throw new AppError("validation", [
      { loc: ["body", "occurred_at"], msg: MSG_ATTENDANCE.futureTime, type: "future" },
    ]);
  let resolvedAlarm: string | null = null;
  const result = await auth.tenant.db.transaction(async (tx): Promise<ClockResult> => {
    // One clock action of an agent at a time. NO KEY UPDATE, not UPDATE: it still excludes another clock
    // action, but not the KEY SHARE lock that a foreign key check takes on the agent (a position sent
    // meanwhile holds its agent_positions row and checks agents: with FOR UPDATE the two deadlocked,
    // seen under 500 phones in bench/field-floor.bench.ts).
    await tx.select({ id: agents.id }).from(agents).where(eq(agents.id, agent.id)).for("no key update");
    const stored = async () => {
      const [row] = await tx
        .select()
        .from(attendanceEvents)
        .where(and(eq(attendanceEvents.agentId, agent.id), eq(attendanceEvents.clientId, input.client_id)));
      return row ?? null;
    };
    const replay = await stored();
    if (replay) return { status: 200, body: toApiEvent(replay, true) };
    const previous = await latestEvent(tx, agent.id, at);
    const state = stateAfter(previous);
    if (!nextAttendanceState({ state, kind: input.kind }))
      throw new ClockRefusal("invalid_state", { text: MSG_ATTENDANCE.invalidState, params: { state } });
    const flags: string[] = [];
    let placed: Where & { distance: number | null; review: "pending" | null };
    if (input.kind === "clock_in") {
      placed = await placeClockIn({ tx, auth, agentId: agent.id, input, at, flags });
    } else {
      // Breaks and the clock-out belong to the open duty, whatever the phone says.
      const open = previous as AttendanceRow;
      const site = await siteOf(tx, auth.companyId, open.siteId);
      const fence = geofenceDecision({
        site: { latitude: site.latitude, longitude: site.longitude, radius: site.geofenceRadius },
        position: input.position,
      });
      if (fence.status === "outside") flags.push("outside_radius");
      placed = {
        siteId: open.siteId,
        shiftId: open.shiftId,
        post: null,
        distance: fence.distance_m,
        review: null,
      };
    }
    const [row] = await tx
      .insert(attendanceEvents)
      .values({
        companyId: auth.companyId,
        agentId: agent.id,
        shiftId: placed.shiftId,
        siteId: placed.siteId,
        kind: input.kind,
        clientId: input.client_id,
        occurredAt: at,
        receivedAt: now,
        latitude: input.position?.lat ?? null,
        longitude: input.position?.lng ?? null,
        accuracy: input.position?.accuracy ?? null,
        distanceM: placed.distance,
        flags,
        exceptionReason: input.exception_reason ?? null,
        reviewStatus: placed.review,
        userId: auth.user.id,
      })
      .onConflictDoNothing({ target: [attendanceEvents.agentId, attendanceEvents.clientId] })
      .returning();
    if (!row) {
      const again = await stored();
      if (again) return { status: 200, body: toApiEvent(again, true) };
      throw new Error("attendance event neither inserted nor found");
    }
    if (input.position)
      await keepLastPosition(tx, {
        companyId: auth.companyId,
        agentId: agent.id,
        position: input.position,
        at,
        receivedAt: now,
        source: "clock",
      });
    if (placed.shiftId && (input.kind === "clock_in" || input.kind === "clock_out")) {
      const status = input.kind === "clock_in" ? "in_progress" : "completed";
      await tx
        .update(shifts)
        .set({ status })
        .where(and(eq(shifts.id, placed.shiftId), sql`${shifts.status} <> 'cancelled'`));
    }
    // Off duty, no more 'Tout va bien ?': the open checks close with the clock-out.
    if (input.kind === "clock_out")
      await cancelLoneWorkerChecks({
        tx,
        companyId: auth.companyId,
        agentId: agent.id,
        userId: auth.user.id,
      });
    if (input.kind === "clock_in" && placed.shiftId)
      resolvedAlarm = await resolveMissedClockInAlarm({
        tx,
        shiftId: placed.shiftId,
        agentName: agent.name,
        at,
      });
    await audit(tx, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: input.kind,
      entity: "attendance-event",
      entityId: row.id,
      details: {
        agentId: agent.id,
        shiftId: row.shiftId,
        siteId: row.siteId,
        occurredAt: input.occurred_at,
        flags,
        ...(row.reviewStatus ? { reviewStatus: row.reviewStatus } : {}),
      },
    });
    return { status: 201, body: toApiEvent(row, false) };
  });
  if (result.status === 201) {
    await events.publishSafely({ companyId: auth.companyId, type: "attendance.updated", id: result.body.id });
    signalFieldChange({ events, companyId: auth.companyId });
  }
  if (resolvedAlarm)
    await events.publishSafely({ companyId: auth.companyId, type: "alarm.resolved", id: resolvedAlarm });
  return result;
}

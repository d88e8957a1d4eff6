import {
  attendanceStateOf,
  PLANNING_TIME_ZONE,
  type TAttendanceKind,
  type TMyAttendance,
  type TMyShift,
} from "@hts/domain";
import { zoneClock } from "@hts/domain/planning/zone-clock";
import { and, asc, desc, eq, gt, inArray, lt, ne } from "drizzle-orm";
import { agents, attendanceEvents, shifts, sites } from "../../db/schema.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { stateAfter } from "./clock.service.ts";

const DAYS_AHEAD = 14;

/** The caller agent's shifts from today 00:00 (Europe/Paris) to the end of today + 14 days. */
export async function myShifts({
  auth,
  agentId,
}: {
  auth: AuthContext;
  agentId: string;
}): Promise<TMyShift[]> {
  const { db } = auth.tenant;
  const clock = zoneClock({ timeZone: PLANNING_TIME_ZONE });
  const today = clock.dayOf(Date.now());
  const from = new Date(clock.startOfDay(today));
  const to = new Date(clock.startOfDay(today + DAYS_AHEAD + 1));
  const inRange = and(ne(shifts.status, "cancelled"), lt(shifts.startsAt, to), gt(shifts.endsAt, from));
  const mine = await db
    .select({ shift: shifts, site: sites })
    .from(shifts)
    .innerJoin(sites, eq(sites.id, shifts.siteId))
    .where(auth.tenant.scope(shifts, eq(shifts.agentId, agentId), inRange))
    .orderBy(asc(shifts.startsAt));
  if (mine.length === 0) return [];
  const siteIds = [...new Set(mine.map((m) => m.shift.siteId))];
  const ids = mine.map((m) => m.shift.id);
  const [others, events] = await Promise.all([
    db
      .select({ shift: shifts, name: agents.name })
      .from(shifts)
      .innerJoin(agents, eq(agents.id, shifts.agentId))
      .where(
        auth.tenant.scope(shifts, inArray(shifts.siteId, siteIds), ne(shifts.agentId, agentId), inRange),
      ),
    db
      .select()
      .from(attendanceEvents)
      .where(and(eq(attendanceEvents.agentId, agentId), inArray(attendanceEvents.shiftId, ids)))
      .orderBy(asc(attendanceEvents.occurredAt)),
  ]);
  return mine.map(({ shift, site }) => {
    const own = events.filter((e) => e.shiftId === shift.id);
    const colleagues = new Map<string, string>();
    for (const o of others)
      if (
        o.shift.siteId === shift.siteId &&
        (o.shift.post ?? null) === (shift.post ?? null) &&
        o.shift.startsAt < shift.endsAt &&
        o.shift.endsAt > shift.startsAt
      )
        colleagues.set(o.shift.agentId, o.name);
    return {
      id: shift.id,
      site_id: site.id,
      site_name: site.name,
      site_address: site.address,
      site_latitude: site.latitude,
      site_longitude: site.longitude,
      geofence_radius: site.geofenceRadius,
      shift_date: shift.shiftDate,
      start_time: shift.startTime,
      end_time: shift.endTime,
      starts_at: shift.startsAt.toISOString(),
      ends_at: shift.endsAt.toISOString(),
      post: shift.post,
      status: shift.status,
      colleagues: [...colleagues].map(([agent_id, name]) => ({ agent_id, name })),
      attendance: {
        state: attendanceStateOf(own.map((e) => ({ kind: e.kind as TAttendanceKind }))),
        clock_in_at: own.find((e) => e.kind === "clock_in")?.occurredAt.toISOString() ?? null,
        clock_out_at: own.findLast((e) => e.kind === "clock_out")?.occurredAt.toISOString() ?? null,
      },
    };
  });
}

/** Where the agent stands now: from his latest actions (the open duty's clock-in and break). */
export async function myAttendance({
  auth,
  agentId,
}: {
  auth: AuthContext;
  agentId: string;
}): Promise<TMyAttendance> {
  const recent = await auth.tenant.db
    .select()
    .from(attendanceEvents)
    .where(auth.tenant.scope(attendanceEvents, eq(attendanceEvents.agentId, agentId)))
    .orderBy(desc(attendanceEvents.occurredAt), desc(attendanceEvents.receivedAt))
    .limit(50);
  const last = recent[0];
  if (!last)
    return { state: "not_started", shift_id: null, site_id: null, since: null, open_break_since: null };
  const effective = stateAfter(last);
  const clockIn = recent.find((e) => e.kind === "clock_in");
  return {
    state: effective,
    shift_id: last.shiftId,
    site_id: last.siteId,
    since: (effective === "finished" ? last : (clockIn ?? last)).occurredAt.toISOString(),
    open_break_since: effective === "on_break" ? last.occurredAt.toISOString() : null,
  };
}
